def f(a, b=1): pass
f(1, 2, 3)
