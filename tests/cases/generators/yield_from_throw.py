def inner():
    try:
        yield 1
    except ValueError as e:
        print("inner caught", e)
        yield 2
    return 3
def outer():
    r = yield from inner()
    print("outer got", r)
    yield 4
g = outer()
print(next(g))
print(g.throw(ValueError("x")))
print(next(g))
