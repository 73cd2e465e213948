def f(a, b):
    return a
f(1, 2, 3, 4)
