def g():
    x = yield 1
    yield x
it = g()
print(it.send(None))
print(it.send(it) is it)
print(it.throw(StopIteration) if False else "skip")
def h():
    yield 1
it = h()
next(it)
try:
    it.throw(StopIteration("x"))
except RuntimeError as e:
    print("RE", e)
except StopIteration as e:
    print("SI", e)
