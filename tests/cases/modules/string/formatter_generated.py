# string.Formatter over generated format strings (a fixed linear congruential
# sequence): parse() and format() against CPython's, and format() against str.format.
import string
f = string.Formatter()
state = 31
def rnd(n):
    global state
    state = (state * 1103515245 + 12345) % 2**31
    return state % n
pieces = ['{', '}', '{{', '}}', '{0}', '{}', '{x}', '{x.real}', '{0[1]}', '{x!r}', '{0:>{1}}', '{:{}}', 'a', ' ', '!', ':', '[', ']', '{0!}', '{0!rr}', '{0:{', '{x[a]b}', '{.}', '{0[}', '{0.}', '{x!s:^9}', '{0:{1:{0}}}']
class X:
    real = 5
    def __repr__(self): return 'X()'
    def __format__(self, spec): return 'X:' + spec
    def __getitem__(self, k): return 'item%r' % (k,)
for _ in range(400):
    s = ''.join(pieces[rnd(len(pieces))] for _ in range(rnd(5)))
    try:
        p = list(f.parse(s))
    except ValueError as e:
        p = 'ValueError: %s' % e
    try:
        r = f.format(s, 3, 7, x=X())
    except (ValueError, IndexError, KeyError, TypeError, AttributeError) as e:
        r = '%s: %s' % (type(e).__name__, e)
    try:
        r2 = s.format(3, 7, x=X())
    except (ValueError, IndexError, KeyError, TypeError, AttributeError) as e:
        r2 = '%s: %s' % (type(e).__name__, e)
    print(repr(s), p, repr(r), r == r2)

class Loud(string.Formatter):
    def get_value(self, key, args, kwargs):
        print('get_value', repr(key))
        return super().get_value(key, args, kwargs)
    def check_unused_args(self, used, args, kwargs):
        print('used', sorted(map(str, used)))
    def convert_field(self, value, conversion):
        return super().convert_field(value, conversion)
print(Loud().format('{0}{x}{0.real}{y[1]}', 4, x=5, y=[6, 7]))
for s in ['{.}', '{0[]}', '{0[0]x}', '{}', '{0!q}', '{:{:{:{}}}}']:
    try:
        print(repr(s), list(f.parse(s)), f.format(s, [1], 2, 3, 4))
    except (ValueError, KeyError, IndexError, TypeError) as e:
        print(repr(s), type(e).__name__, e)
