# Python regex syntax features, translated to the engine.
import re

tests = [
    (r'a.c', 'abc a\nc'), (r'(?s)a.c', 'a\nc'), (r'^\w+$', 'abc\n'), (r'^b', 'a\nb'),
    (r'(?m)^b$', 'a\nb\nc'), (r'(?m)^', 'a\nb\n'), (r'$', 'a\n'), (r'a\Z', 'a\n'),
    (r'\Aa', 'ba'), (r'\bfoo\b', 'a foo b foobar'), (r'\Bo\B', 'foo'),
    (r'\d+', 'x١٢3'), (r'\w+', 'héllo wörld_1'), (r'\s+', 'a \t\x1c\u2003b'),
    (r'(?a)\w+', 'héllo'), (r'(?a)\d', '١1'), (r'[\d\s]+', '1 2\t3x'),
    (r'[^\W\d]+', 'ab12cd'), (r'[a-c]+', 'abcd'), (r'[]a]+', 'a]b'), (r'[^]a]+', 'a]bc'),
    (r'[a\-z]+', 'a-zb'), (r'[\]]', ']'), (r'[.*+]+', 'a.*+b'), (r'\x41\u00e9\U0001F600', 'Aé😀'),
    (r'\101\0', 'A\0'), (r'[\101]', 'A'), (r'(a)\1', 'aa ab'), (r'(?P<q>["\']).*?(?P=q)', 'x "y" z'),
    (r'(?i)abc', 'ABC'), (r'(?i:a)b', 'Ab AB'), (r'(?i)(?-i:a)b', 'aB AB'), (r'a{2}', 'aaa'),
    (r'a{2,}', 'aaaaa'), (r'a{,2}', 'aaa'), (r'a{1,2}?', 'aaa'), (r'a{', 'a{'), (r'a{1', 'a{1'),
    (r'a{,}', 'aaa'), (r'x{}', 'x{}'), (r'a*+a', 'aaa'), (r'a++b', 'aab'), (r'(?>a+)b', 'aab'),
    (r'(?>a|ab)c', 'abc'), (r'a?+a', 'a'), (r'a*?b', 'aab'), (r'(?=a)\w', 'ba'),
    (r'(?!a)\w', 'ab'), (r'(?<=a)b', 'ab cb'), (r'(?<!a)b', 'ab cb'), (r'(?<=ab|cd)x', 'abx cdx'),
    (r'(a)?(?(1)b|c)', 'ab c'), (r'(?P<x>a)?(?(x)b|c)', 'ab c'), (r'(a)?(?(1)b)', 'ab b'),
    (r'(?#comment)a', 'a'), (r'a|b|', 'c'), (r'(a|)+', 'aa'), (r'(?:ab)+', 'ababa'),
    (r'[^a]', 'a\nb'), (r'.', '\n'), (r'(?x) a b # comment\n c', 'abc'),
    (r'(?x)[ ]a', ' a'), (r'(?x)a\ b', 'a b'), (r'é+', 'ééé'), (r'[à-é]+', 'àbcdé'),
    (r'(?i)straße', 'STRASSE straße STRAßE'), (r'(?i)[a-z]+', 'HeLLo'), (r'(?i)é', 'É'),
    (r'\t\n\r\f\v\a\\', '\t\n\r\f\v\a\\'), (r'[\b]', '\b'), (r'\$\.\^', '$.^'),
    (r'(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)(k)\11', 'abcdefghijkk'), (r'(a)\10', 'a\x08'),
    (r'\(\)', '()'), (r'[\w.-]+@[\w.-]+', 'mail me: joe.x@ex-ample.com.'),
]
for pat, s in tests:
    try:
        print(repr(pat), [m.span() for m in re.finditer(pat, s)], re.findall(pat, s))
    except Exception as e:
        print(repr(pat), type(e).__name__, e)
print(re.findall('a.c', 'abc a\nc', re.S), re.findall('^b', 'a\nb', re.M))
print(re.findall(r'\w+', 'héllo', re.A), re.findall('ABC', 'abc', re.I))
print(re.findall(r'a b', 'ab', re.X), re.findall(r'a\ b', 'a b', re.VERBOSE))
print(re.findall(rb'\w+', b'h\xe9llo'), re.findall(rb'(?i)\xe9', b'\xc9\xe9'))
print(re.findall(rb'\s+', b'a \x1cb\xa0'))
