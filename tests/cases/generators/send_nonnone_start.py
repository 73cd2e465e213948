def g():
    yield 1
it = g()
try:
    it.send(1)
except TypeError as e:
    print(e)
print(next(it))
