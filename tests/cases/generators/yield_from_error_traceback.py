def inner():
    yield 1
    raise ValueError("inner fail")
def outer():
    yield from inner()
for x in outer():
    print(x)
