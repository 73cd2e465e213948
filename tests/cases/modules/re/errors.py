# Invalid patterns: re.error's message, pos, lineno, colno; other exceptions.
import re

bad = [
    '(a', 'a)', '(?P<n>a)(?P<n>b)', '*a', 'a**', 'a{2}{3}', '[a', '[a-', '[z-a]',
    '(?P<1>a)', '(?P=x)', '(?P<x', '(?Px)', '\\q', 'a\\', '(?<=a+)b', '(?<=a|bc)d',
    '(a)\\2', '(a\\1)', '\\9', '(?', '(?z)', 'a(?i)', '(?i', '(?i-i:a)', '(?-a:b)',
    '(?x', '(?(2)a|b)', '(?(x)a)', '(?(1)a|b|c)', '(a)(?(0)a)', '(?(-1)a)',
    '(?#abc', '\\x4', '\\u12', '\\U0011FFFF', '\\400', '[\\400]', '[\\9]', '[\\A]',
    'a{3,2}', '[\\w-z]', '(?<a>b)', '(?<x', '\\N{DASH}', '\\N', 'a|*', '^*', '(?:)*+',
    '((a)', 'ab\ncd)', 'x{2,1}', '(?P<a b>x)', '(?L:a)', '(?u)x', '(?au)x',
    '(?i)(?m', '(?<!(a)\\1)', '(?P=)', '(?P<>a)', '(?i-:a)', '(?-:a)',
]
for pat in bad:
    try:
        re.compile(pat)
        print(repr(pat), 'compiled')
    except re.error as e:
        print(repr(pat), 'error:', e, '|', e.msg, e.pos, e.lineno, e.colno, e.pattern == pat)
    except Exception as e:
        print(repr(pat), type(e).__name__, e)
for pat in [b'(a', b'\\q', b'(?u)x', b'[\xff-\x01]']:
    try:
        re.compile(pat)
    except re.error as e:
        print(pat, 'error:', e, e.pos)
try:
    re.compile('a{4294967296}')
except Exception as e:
    print(type(e).__name__, e)
e = re.error('plain')
print(e, e.msg, e.pattern, e.pos, e.lineno)
print(issubclass(re.error, Exception), re.error.__name__, re.error.__module__)
