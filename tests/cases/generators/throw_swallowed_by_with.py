import sys
def g():
    yield 1
def f():
    it = g()
    return next(it)
print(f())
def w():
    with open_cm() as x:
        yield x
class open_cm:
    def __enter__(self): return 5
    def __exit__(self, t, v, tb):
        print("exit", t)
        return True
ww = w()
print(next(ww))
print(ww.throw(KeyError("swallowed")) if False else "")
try:
    ww.throw(KeyError("swallowed"))
except StopIteration:
    print("stopped after swallow")
