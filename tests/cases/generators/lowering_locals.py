def g(a):
    x = 1
    y = (yield a) + (yield x)
    print(sorted(locals()))
    yield eval("x + y")
it = g(5)
print(next(it), it.send(1), it.send(2))
