# Every typecode: item sizes, range edges and the conversion messages.
import array
from array import array as A

print(array.typecodes, array.ArrayType is A, A.__name__, A.__module__)
print(sorted(k for k in dir(array) if not k.startswith('_') and k != 'array'))

EDGES = {
    'b': (-2**7, 2**7 - 1), 'B': (0, 2**8 - 1),
    'h': (-2**15, 2**15 - 1), 'H': (0, 2**16 - 1),
    'i': (-2**31, 2**31 - 1), 'I': (0, 2**32 - 1),
    'l': (-2**63, 2**63 - 1), 'L': (0, 2**64 - 1),
    'q': (-2**63, 2**63 - 1), 'Q': (0, 2**64 - 1),
}


def attempt(f):
    try:
        r = repr(f())
        print('  ok', r)
    except Exception as e:
        print('  ', type(e).__name__, e)


for tc in array.typecodes:
    a = A(tc)
    print(tc, a.typecode, a.itemsize, repr(a), len(a))

for tc, (lo, hi) in EDGES.items():
    print(tc, A(tc, [lo, hi, 0]), A(tc, [lo, hi]).tobytes().hex())
    for v in (lo - 1, hi + 1, 2**64, -2**64, 2**100, -2**100, 1.0, 'x', None, True):
        attempt(lambda: A(tc, [v]))


class Idx:
    def __index__(self):
        return 7


class Flt:
    def __float__(self):
        return 2.5


class BadFlt:
    def __float__(self):
        return 'no'


for tc in 'bBhHiIlLqQfd':
    attempt(lambda: A(tc, [Idx()]))
    attempt(lambda: A(tc, [Flt()]))
for tc in 'fd':
    for v in (1, True, 2**70, 2**1100, 1e300, -1e300, float('inf'), 'x', 1j, None, BadFlt()):
        attempt(lambda: A(tc, [v]))
print(A('f', [0.1]), A('f', [1 / 3]), A('d', [0.1, 1 / 3]))
print(A('f', [3.4028234663852886e+38, 1e-46]), A('d', [5e-324, -0.0]))

for v in ('a', 'ab', '', 1, b'a', '\u20ac', '\U0001f600'):
    attempt(lambda: A('u', [v]))
print(A('u', 'h\u20ac\U0001f600'), A('u', 'abc').tobytes())
