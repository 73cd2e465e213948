def sub():
    try:
        yield 1
    except GeneratorExit:
        print("sub got GeneratorExit")
        raise
def outer():
    try:
        yield from sub()
    except GeneratorExit:
        print("outer got GeneratorExit")
        raise
g = outer()
next(g)
g.close()
def sub2():
    yield 1
    return 7
def o2():
    x = yield from sub2()
    return x * 2
g = o2()
next(g)
try:
    next(g)
except StopIteration as e:
    print(e.value)
