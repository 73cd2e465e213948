(a, b), [c, d] = (1, 2), [3, 4]
[e, (f, g)] = 5, (6, 7)
print(a, b, c, d, e, f, g)
h, = [8]
print(h)
