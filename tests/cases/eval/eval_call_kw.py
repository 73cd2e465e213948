def f(a): pass
f(a=1, b=2)
