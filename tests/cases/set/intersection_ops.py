a = set(range(10))
b = {2, 4, 6, 8, 10, 12}
print(a & b, b & a)
print(a.intersection(b, range(5)), a.intersection())
print(a.intersection([4, 4, 2, 100]))
print(frozenset(a) & b)
