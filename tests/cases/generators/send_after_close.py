def g():
    yield 1
it = g()
next(it)
it.close()
try:
    it.send(None)
except StopIteration:
    print("stop after close")
