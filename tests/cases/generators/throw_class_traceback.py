def g():
    yield 1
    yield 2
it = g()
next(it)
it.throw(ValueError)
