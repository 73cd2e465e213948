def inner():
    yield 1
    return "r"
sub = inner()
print(list(sub))
def outer():
    r = yield from sub
    print("r", r)
    yield "x"
print(list(outer()))
