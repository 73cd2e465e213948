# Generators, yield from, send/throw, closures, nonlocal, lambdas, comprehensions, match.
def gen(n):
    for i in range(n):
        got = yield i
        if got:
            yield got * 10


def deleg():
    r = yield from gen(3)
    yield "after"
    return r


g = gen(4)
print(next(g), g.send(5), next(g), list(g), list(deleg()))


def counter():
    n = 0

    def inc(k=1):
        nonlocal n
        n += k
        return n

    return inc


inc = counter()
print(inc(), inc(5), [f(2) for f in [lambda x, i=i: x * i for i in range(3)]])
ge = (x * x for x in range(5) if x % 2)
print(list(ge), {x: x * 2 for x in range(3)}, [[y for y in range(x)] for x in range(3)])


def closer():
    try:
        yield 1
        yield 2
    finally:
        print("gen closed")


c = closer()
next(c)
c.close()
t = gen(2)
next(t)
try:
    t.throw(ValueError("thrown"))
except ValueError as e:
    print("throw", e)


def describe(v):
    match v:
        case 0 | 1:
            return "small"
        case [x, *rest] if x > 0:
            return f"list {x} {rest}"
        case {"k": val, **others}:
            return f"map {val} {others}"
        case str() as s:
            return "str " + s
        case (a, b):
            return f"pair {a} {b}"
        case _:
            return "other"


print([describe(v) for v in (0, [3, 4, 5], {"k": 1, "z": 2}, "s", (1, 2), 9.5)])
print(sorted(map(lambda p: p[1], [(1, "b"), (2, "a")])), (lambda *a, **k: (a, k))(1, x=2))
it = iter([1, 2, 3])
print(next(it), list(it), next(it, "end"), *zip(range(2), "ab"), sep="|")
