def g():
    yield 1
    raise StopIteration("leak")
it = g()
next(it)
try:
    next(it)
except RuntimeError as e:
    print(e, type(e.__cause__).__name__, e.__cause__)
