def f(a, *, a=1):
    pass
