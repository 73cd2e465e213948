def f(a, *, b, **c, d):
    pass
