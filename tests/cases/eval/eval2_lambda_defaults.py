f = lambda x, y=2, *a, k=1, **kw: (x, y, a, k, kw)
print(f(1), f(1, 3, 4, k=5, z=6))
