def g():
    next(iter([]))
    yield 1
list(g())
