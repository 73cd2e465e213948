def g():
    yield 1
    raise ValueError("bad")
it = g()
print(next(it))
try:
    next(it)
except ValueError as e:
    print("caught", e)
print(next(it, "exhausted after error"))
