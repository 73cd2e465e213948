import sys
def g1():
    try:
        for i in range(3):
            try:
                yield i
            finally:
                print("inner finally", i)
    except GeneratorExit:
        print("GE")
        raise
    finally:
        print("outer finally")
x = g1(); print(next(x), next(x)); x.close(); print(x.gi_suspended, x.gi_running)

class CM:
    def __init__(self, n): self.n = n
    def __enter__(self): print("enter", self.n); return self.n
    def __exit__(self, t, v, tb): print("exit", self.n, t.__name__ if t else None); return self.n == 2
def g2():
    with CM(1) as a, CM(2) as b:
        yield a + b
        raise ValueError("x")
    yield "after"
y = g2(); print(next(y)); print(next(y))
def g3():
    try:
        yield 1
    except ValueError as e:
        print("caught", e, sys.exc_info()[0].__name__)
        yield 2
        print("still", sys.exc_info()[0].__name__)
    print("after", sys.exc_info()[0])
    yield 3
z = g3(); print(next(z)); print(z.throw(ValueError("v"))); print(sys.exc_info()[0]); print(next(z))
def g4():
    for i in range(5):
        try:
            if i == 1: continue
            if i == 3: break
            yield i
        finally:
            print("f", i)
    else:
        print("else never")
    return "done"
print(list(g4()))
def g5():
    try:
        return (yield 1)
    finally:
        yield 2
w = g5(); print(next(w), w.send("S"))
try: next(w)
except StopIteration as e: print("ret", e.value)
def sub():
    try:
        yield 1
        yield 2
    finally:
        print("sub closed")
    return "subret"
def g6():
    r = yield from sub()
    print("r", r)
    yield r
v = g6(); print(next(v), v.gi_yieldfrom is not None); v.close(); print(v.gi_yieldfrom)
v = g6(); next(v)
try: v.throw(KeyError("k"))
except KeyError as e: print("KE", e)
def g7():
    while True:
        try:
            x = yield
        except ZeroDivisionError:
            print("zde")
            continue
        if x is None: return
        print("x", x)
q = g7(); next(q); q.send(1); q.throw(ZeroDivisionError); q.send(2)
try: q.send(None)
except StopIteration: print("stop7")
def rec(n):
    if n: yield from rec(n-1)
    else: yield sys.getrecursionlimit()
def deep():
    def f(n): return f(n+1) if n < 10000 else n
    yield f(0)
try: print(next(deep()))
except RecursionError as e: print("RecursionError")
def g8():
    match (yield):
        case [a, b]:
            yield a + b
            yield "m2"
        case _:
            yield "other"
m = g8(); next(m); print(m.send([1, 2]), next(m))
def g9():
    x = 0
    while (yield x) != "stop":
        x += 1
    yield "end"
h = g9(); print(next(h), h.send(1), h.send(2), h.send("stop"))
def g10():
    try:
        yield 1
    finally:
        return 5
k = g10(); next(k); print(k.close())
def g11():
    yield 1
    raise StopIteration("inner")
try: list(g11())
except RuntimeError as e: print("RE", e, type(e.__cause__).__name__)
gen = (i for i in range(3))
print(next(gen), list(gen))
def running():
    yield gr.gi_running
gr = running(); print(next(gr))
def reent():
    yield next(rg)
rg = reent()
try: next(rg)
except ValueError as e: print("VE", e)
