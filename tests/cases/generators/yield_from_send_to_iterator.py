def g():
    yield from [1, 2]
it = g()
next(it)
try:
    it.send(5)
except AttributeError as e:
    print(e)
