def g():
    yield 1
    return "result"
it = g()
print(next(it))
try:
    next(it)
except StopIteration as e:
    print("value:", e.value, e.args)
