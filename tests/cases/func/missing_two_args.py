def f(a, b, c):
    return a
f(1)
