def f(a, b=2):
    return a
f(1, a=3)
