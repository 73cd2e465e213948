def g(name):
    try:
        yield 1
        yield 2
    finally:
        print("finally", name)
a = g("a")
next(a)
print("before del")
del a
print("after del")
b = g("b")
next(b)
b = None
print("rebound")
