a = {1, 2, 3}
b = a
a |= {4}
a &= {1, 2, 4, 8}
a -= {1}
a ^= {2, 16}
print(a, b is a)
f = frozenset({1})
g = f
f |= {2}
print(f, g, f is g)
