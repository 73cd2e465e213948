def g():
    yield 1
    yield 2
it = g()
next(it)
try:
    it.throw(KeyError("k"))
except KeyError as e:
    print("propagated", e)
print(next(it, "exhausted"))
