def g():
    yield 1
    return "the value"
it = g()
print(next(it))
try:
    it.__next__()
except StopIteration as e:
    print(type(e).__name__, e.value, str(e))
try:
    it.__next__()
except StopIteration as e:
    print("again", e.args)
