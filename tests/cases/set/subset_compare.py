a = {1, 2}
b = {1, 2, 3}
print(a <= b, a < b, b >= a, b > a, a < a, a <= a, a == b, a != b)
print(a.issubset(b), a.issubset([1, 2]), b.issuperset(a), b.issuperset([1, 4]))
print(a.isdisjoint({3}), a.isdisjoint([2]), a.isdisjoint(range(3, 9)))
print(frozenset(a) == a, a == frozenset(a), {1} == [1], {1} != (1,))
