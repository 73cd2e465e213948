def g():
    a = [(yield 1), (yield 2)]
    print(a)
    b = {"k": (yield 3)}
    print(b)
    print((yield 4) + (yield 5))
it = g()
v = next(it)
try:
    while True:
        v = it.send(v * 10)
except StopIteration:
    pass
