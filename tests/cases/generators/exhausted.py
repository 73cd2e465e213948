def g():
    yield 1
it = g()
print(list(it))
print(list(it))
print(next(it, "done"))
try:
    it.send(None)
except StopIteration as e:
    print("stop", e.args)
