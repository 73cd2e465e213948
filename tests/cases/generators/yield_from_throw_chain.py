def level3():
    try:
        yield "l3"
    except ZeroDivisionError:
        print("l3 caught")
        yield "l3 again"
def level2():
    yield from level3()
def level1():
    yield from level2()
g = level1()
print(next(g))
print(g.throw(ZeroDivisionError))
print(next(g, "end"))
