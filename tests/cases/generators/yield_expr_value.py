def g():
    x = yield
    print("x =", x)
    y = (yield x) + 1
    print("y =", y)
    yield
it = g()
print(next(it))
print(it.send(3))
print(it.send(9))
