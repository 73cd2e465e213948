# Dicts and sets emptied by deletions keep their tables (as in CPython); the walks over
# the holes are charged (docs/architecture.md, "Proportional charges") but must still
# give CPython's answers: iteration order, popitem, set.pop, copies, comparisons.
d = dict.fromkeys(range(2000))
for k in range(1990):
    del d[k]
print(list(d), next(iter(d)), next(reversed(d)), list(reversed(d))[:3])
print(d.copy() == d, repr(d)[:30], dict(d) == {k: None for k in range(1990, 2000)})
e = {}
e.update(d)
print(list(e), list(d.items())[:2], None in d.values(), {**d} == d, d | {1: 2} == {**d, 1: 2})
print(d.keys() ^ {1995, 3000} == {k for k in range(1990, 2000) if k != 1995} | {3000})
for i in range(3000):
    d[0] = i
    d.popitem()
print(len(d), list(d)[:3], d.popitem(), len(d))

s = set(range(2000))
for k in range(1990):
    s.discard(k)
print(sorted(s), sorted(s.copy()), len(frozenset(s)), s == set(range(1990, 2000)))
print(s <= set(range(3000)), s.isdisjoint(range(5)), s.isdisjoint(range(1995, 1996)))
print(s.issuperset(iter([1991, 1992])), s.issuperset(range(0)), sorted(s & {1991, 5}))
print(sorted(s - {1991}), sorted(s ^ {1991, 7}), sorted(s | {1}), repr(sorted(s))[:20])
x = s.pop()
s.add(x)
print(len(s), sorted(s)[:2])
t = set()
for i in range(500):
    t.add(i)
    t.discard(i)
print(len(t), t)

print(b'abcabc'.translate(None, b'abc'), bytearray(b'aXbY').translate(None, b'XY'))
print(bytes.maketrans(b'ab', b'xy')[97:99], b'abc'.translate(bytes.maketrans(b'ab', b'xy')))
print(bytes.fromhex('  '), bytes.fromhex(' 0a 0b '), bytearray.fromhex('ff  00'))

class Slots:
    __slots__ = map(str, ['a', 'b'])
o = Slots()
o.a = 1
print(o.a, Slots.__slots__ is not None)

class It:
    def __iter__(self):
        return iter(range(5))
print(3 in It(), 7 in It())
e = ValueError(1)
e.__setstate__({'x': 1, 'y': 2})
print(e.x, e.y)
print(str.maketrans({'a': 'b', 'c': None}))
