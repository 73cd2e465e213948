a, b = 1, 2
print(a, b)
a, b = b, a
print(a, b)
(x, y), z = (1, 2), 3
print(x, y, z)
p, q, r = "xyz"
print(p, q, r)
