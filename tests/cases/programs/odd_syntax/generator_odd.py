def echo():
    received = None
    while True:
        received = yield received
        if received == "stop":
            return "stopped"


g = echo()
print(next(g), g.send(1), g.send("two"))
try:
    g.send("stop")
except StopIteration as e:
    print("StopIteration value:", e.value)


def inner():
    x = yield 1
    y = yield 2
    return x, y


def outer():
    result = yield from inner()
    yield ("inner returned", result)


o = outer()
print(next(o), o.send("a"), o.send("b"))


def gen_with_finally():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup")


gf = gen_with_finally()
print(next(gf))
gf.close()
print(list(x for x in range(5) if x % 2), sum(x * x for x in range(4)))
squares = (i * i for i in range(3))
print(list(squares), list(squares))


def counter(start=0):
    n = start
    while True:
        cmd = yield n
        n = 0 if cmd == "reset" else n + 1


c = counter(5)
print(next(c), next(c), c.send("reset"), next(c))


def thrower():
    try:
        yield 1
    except ValueError as e:
        yield f"caught {e}"


t = thrower()
next(t)
print(t.throw(ValueError("bad")))
print(list(zip(*(iter("abc"),) * 1)), [*(x for x in "xy")])
