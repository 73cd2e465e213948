a, *b = (1, 2, 3)
print(type(b).__name__, b)
*c, = "xyz"
print(c)
a, *b, c = range(2)
print(a, b, c)
first, *_, last = iter([1, 2, 3, 4])
print(first, last)
(a, b), *rest = [(1, 2), 3, 4]
print(a, b, rest)
