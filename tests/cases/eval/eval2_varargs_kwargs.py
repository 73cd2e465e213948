def f(*a, **k): return a, sorted(k.items())
print(f(), f(1, 2, x=3))
