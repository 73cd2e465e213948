# count / index / in / remove and comparisons across kinds: every key kind against
# every typecode (ints, big ints, bools, floats, NaN, inf, strs, subclasses with __eq__).
from array import array as A

nan, inf = float('nan'), float('inf')


class MyInt(int):
    def __eq__(self, other):
        return True

    __hash__ = int.__hash__


class Anything:
    def __eq__(self, other):
        return other == 3


keys = [0, 1, -1, 3, 3.0, 3.5, True, False, 2**63, 2**63 - 1, -2**63, 2**64 - 1, 2**64,
        -2**64, 2**53 + 1, float(2**53 + 1), 1e300, -1e300, nan, inf, -inf, 'a', 'ab', '',
        None, Anything(), 0.5, -0.0, 2.0**63, 2.0**64]
data = {
    'b': [0, 1, -1, 3, 127], 'B': [0, 1, 3, 255], 'h': [-1, 3, 0], 'H': [3, 1, 0],
    'i': [3, -1, 0, 1], 'I': [2**32 - 1, 3, 1], 'l': [-2**63, 2**63 - 1, 3, 1],
    'L': [2**64 - 1, 2**63, 3, 0], 'q': [-2**63, 3, 2**53 + 1], 'Q': [2**64 - 1, 2**63, 3],
    'f': [3.0, 0.5, nan, inf, -0.0], 'd': [3.0, 0.5, nan, -inf, 2.0**63, float(2**53 + 1)],
    'u': 'a3b',
}
for tc, items in data.items():
    a = A(tc, items)
    row = []
    for k in keys:
        try:
            i = a.index(k)
        except ValueError:
            i = None
        row.append((a.count(k), k in a, i))
    print(tc, row)
print(A('b', [1, 2]).count(MyInt(5)), MyInt(5) in A('Q', [7]), A('u', 'a').count(MyInt(1)))
b = A('d', [1.0, 2.0, 1.0])
b.remove(1)
print(b, A('u', 'abca').count('a'), A('b', [1, 1]).count(True))
try:
    A('u', 'ab').remove(1)
except ValueError as e:
    print('ValueError', e)

pairs = [('b', 'd'), ('Q', 'd'), ('q', 'f'), ('i', 'u'), ('L', 'q'), ('d', 'f')]
vals = {'b': [1, 2, -3], 'd': [1.0, 2.0, nan], 'Q': [2**64 - 1, 2**53 + 1, 5],
        'q': [-2**63, 2**53 + 1, 5], 'f': [-0.0, 0.5, inf], 'i': [1, 2],
        'u': 'ab', 'L': [2**64 - 1, 0], }
for x, y in pairs:
    for va in (vals[x], vals[x][:1], vals[x][::-1]):
        for vb in (vals[y], vals[y][:2]):
            p, q = A(x, va), A(y, vb)
            row = []
            for op in ('==', '!=', '<', '<=', '>', '>='):
                try:
                    row.append(eval('p %s q' % op))
                except TypeError as e:
                    row.append(str(e))
            print(p, q, row)
big = A('q', [2**53 + 1])
print(big == A('d', [float(2**53 + 1)]), big > A('d', [float(2**53 + 1)]),
      A('Q', [2**64 - 1]) > A('d', [1.8446744073709552e19]))
