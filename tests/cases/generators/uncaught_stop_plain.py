def g():
    yield 1
it = g()
next(it)
next(it)
