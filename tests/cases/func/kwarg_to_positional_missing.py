def f(a, b, c=3):
    return a
f(b=1)
