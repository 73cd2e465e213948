def g():
    print("never")
    yield 1
it = g()
try:
    it.throw(RuntimeError("early"))
except RuntimeError as e:
    print("got", e)
print(next(it, "exhausted"))
