def inner():
    yield 1
    yield 2
    return "inner-done"
def outer():
    r = yield from inner()
    print("inner returned", r)
    yield from [10, 20]
    yield from range(3)
    yield from "ab"
print(list(outer()))
