def acc():
    total = 0
    try:
        while True:
            try:
                v = yield total
            except ValueError as e:
                print("caught in gen:", e)
                v = 0
            if v is None: continue
            total += v
    finally:
        print("acc closing at", total)
g = acc()
print(next(g), g.send(5), g.send(10), g.throw(ValueError("bad")), g.send(1))
g.close(); g.close()
try: g.send(1)
except StopIteration: print("stopped after close")
def inner():
    x = yield "i1"
    print("inner got", x)
    y = yield "i2"
    return (x, y)
def outer():
    r = yield from inner()
    print("inner returned", r)
    r2 = yield from (n * n for n in range(2))
    print("genexp returned", r2)
    return "outer done"
o = outer()
print(next(o), o.send("a"), o.send("b"), next(o))
try: next(o)
except StopIteration as si: print("value:", si.value)
def thrower():
    try: yield 1
    except KeyError: yield "handled"
    yield "after"
t = thrower(); next(t)
print(t.throw(KeyError), next(t))
try: t.throw(IndexError("x"))
except IndexError as e: print("propagated", e)
def delegating():
    try: yield from thrower()
    except GeneratorExit: print("delegating exit"); raise
d = delegating(); next(d); d.close()
def closer():
    try: yield 1
    except GeneratorExit: yield "bad"
c = closer(); next(c)
try: c.close()
except RuntimeError as e: print(e)
def ret_early():
    yield 1
    return
    yield 2
print(list(ret_early()))
gen = (i for i in range(3))
print(gen.send(None), next(gen), list(gen), list(gen))
def running():
    yield me.send(None) if False else None
    print("running check")
    try: next(me)
    except ValueError as e: print(e)
    yield
me = running(); next(me); next(me, None)
def counter():
    n = 0
    def bump():
        nonlocal n
        while True:
            n += 1
            got = yield n
            if got: n = got
    return bump()
b = counter(); print(next(b), next(b), b.send(10), next(b))
print(type(g).__name__, g.gi_running, inner.__name__, o.gi_running)
