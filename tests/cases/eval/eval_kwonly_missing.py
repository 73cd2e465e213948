def f(a, *, b): pass
f(1)
