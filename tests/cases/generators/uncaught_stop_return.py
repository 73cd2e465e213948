def g():
    yield 1
    return 42
it = g()
next(it)
next(it)
