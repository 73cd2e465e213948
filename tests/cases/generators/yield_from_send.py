def inner():
    x = yield "i1"
    print("inner got", x)
    y = yield "i2"
    print("inner got", y)
    return x + y
def outer():
    r = yield from inner()
    print("result", r)
    yield "o"
g = outer()
print(next(g))
print(g.send(1))
print(g.send(2))
