def g():
    yield 1
it = g()
next(it)
try:
    next(it)
except StopIteration as e:
    print(repr(e.value), e.args)
