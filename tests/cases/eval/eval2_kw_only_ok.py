def f(a, *, b=2, c): return (a, b, c)
print(f(1, c=3), f(a=0, c=1, b=5))
