def trace(tag, v):
    print("eval", tag, v)
    return v

def g1():
    x = trace("a", 1) + (yield "y1") * trace("b", 2)
    print("x", x)
    y = [trace("l0", 0), (yield "y2"), trace("l2", 2)]
    print("y", y)
    z = trace("f", max)(trace("p", 3), *(yield "y3"), key=(yield "y4"))
    print("z", z)
    w = trace("c", 0) and (yield "never")
    print("w", w)
    w2 = trace("c1", 1) and (yield "y5") or (yield "y6")
    print("w2", w2)
    c = trace("c1", 1) < (yield "y7") < trace("c3", 10)
    print("c", c)
    d = {trace("k", "k1"): (yield "y8"), **(yield "y9")}
    print("d", d)
    s = f"{trace('s', 's1')}-{(yield 'y10')!r:>5}"
    print("s", s)
    e = (yield "y11") if trace("t", True) else (yield "no")
    print("e", e)
    lst = [0, 0]
    lst[trace("i", 1)] += (yield "y12")
    print("lst", lst)
    class O: pass
    o = O(); o.v = 5
    o.v *= (yield "y13")
    print("o", o.v)
    n = 3
    n -= (yield "y14")
    print("n", n)
    while (m := (yield "w")) != 0:
        print("m", m)
    else:
        print("else")
    return (yield "ret")

gen = g1()
vals = [None, 10, 11, [1, 2], None, 5, 6, 5, 'v', {'x': 1}, 'fmt', 'e', 7, 3, 1, 4, 3, 0, 'R']
try:
    out = gen.send(None)
    i = 1
    while True:
        print("yielded", out)
        out = gen.send(vals[i]); i += 1
except StopIteration as ex:
    print("stop", ex.value)

def g2():
    try:
        yield 1
        print((yield 2) + (yield 3))
    except ValueError as e:
        print("caught", e)
        yield 4
    finally:
        print("fin")
        yield 5
gg = g2()
print(next(gg), gg.send(None), gg.send(1), gg.send(2))
print(gg.throw(ValueError("boom")))
print(next(gg))
try: next(gg)
except StopIteration: print("done")

f = lambda: (yield 1) + (yield 2)
lg = f()
print(next(lg), lg.send(10))
try: lg.send(20)
except StopIteration as e: print("lambda", e.value)
