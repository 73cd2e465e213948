# More invalid patterns: verbose and multi-line positions, flags, look-behind widths, references.
import re
bad = ['(?x)\n  (a\n  b', '(?x) a ) ', 'a\nb\n(?P<x>c', '[\n]]]', '(?x)[ #]\n(', '\\', 'abc\\', '(?P<a>x)(?P=a', '(?P<a>x', '(?P<a',
       '(?P', '(?<', '(?<x', '(?(', '(?(1', '(?(a', '(?(1)a', '(?ii', '(?i-', '(?i-m', '(?-', '(?x', '(?a-u:x)', '(?Lu)', 'x(?x)',
       '(?x)(?i)', '(?i)(?x)a', 'a|(?i)', '(?#', '[\\d-z]', '[a-\\d]', 'a{1,2}{3}', 'a+*', 'a*?+', 'a??*', '(?<=a*)', '(?<=a{1,2})',
       '(?<=(a)|b)', '(?<!a|bc)', '(a)(?<=\\1)', '(?P<a>a)(?<=(?P=a))', '(?<=(?P<x>a)(?P=x))', '\\8', '(a)\\01', '[\\8]']
for pat in bad:
    try:
        r = re.compile(pat)
        print(repr(pat), 'ok', r.groups)
    except re.error as e:
        print(repr(pat), e, e.pos, e.lineno, e.colno)
    except Exception as e:
        print(repr(pat), type(e).__name__, e)
