a = set(range(10))
b = {1, 3, 5, 7, 9, 11}
print(a - b, b - a)
print(a.difference(b, [0, 2]), a.difference())
print(a.difference([5, 6]), a - set())
big = set(range(100))
print(big - {1, 2})
