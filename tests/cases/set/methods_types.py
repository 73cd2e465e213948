f = frozenset({1, 2, 3})
for r in (f.union([4]), f.intersection([1]), f.difference([1]), f.symmetric_difference([9]), f.copy()):
    print(type(r).__name__, r)
s = {1}
for r in (s.union(), s.intersection(), s.difference(), s.copy()):
    print(type(r).__name__, r, r is s)
