def g():
    try:
        yield 1
    except ValueError as e:
        print("got", repr(e))
        yield 2
x = g(); next(x)
print(x.throw(ValueError, "msg"))
x = g(); next(x)
print(x.throw(ValueError, ValueError("inst")))
x = g(); next(x)
try: x.throw(ValueError("a"), None, None)
except Exception as e: print(type(e).__name__)
def h():
    yield 1
    yield 2
y = h()
print(y.close(), list(y))
def k():
    r = yield
    while True:
        r = yield r * 2 if r else "none"
z = k(); next(z); print(z.send(3), z.send(None), z.send(5))
def agen():
    x = yield from sub()
    print("sub returned", x)
def sub():
    try:
        yield "s1"
    except KeyError:
        return "handled KeyError"
a = agen(); next(a)
try: a.throw(KeyError)
except StopIteration: print("stopped")
def sub2():
    yield 1
    yield 2
def deleg():
    yield from sub2()
d = deleg(); next(d); d.close(); print("closed deleg", list(d))
def gen_exc():
    yield 1
    raise ValueError("from gen")
try:
    for v in gen_exc(): print(v)
except ValueError as e: print(e)
def stop_in_gen():
    yield 1
    raise StopIteration("x")
try: list(stop_in_gen())
except RuntimeError as e: print("RuntimeError:", e, type(e.__cause__).__name__)
gg = (i for i in range(3))
print(next(gg), gg.send(None), list(gg))
def yield_in_finally():
    try:
        yield 1
    finally:
        yield "from finally"
f = yield_in_finally(); next(f)
try: f.close()
except RuntimeError as e: print(e)
def lazy_args():
    print("started")
    yield
l = lazy_args(); print("created"); next(l)
def ret_val():
    return 5
    yield
try: next(ret_val())
except StopIteration as e: print("value", e.value, e.args)
print(type(ret_val()).__name__, ret_val().__name__, ret_val().__qualname__)
def nested_yield():
    x = yield (yield 1)
    print("x", x)
n = nested_yield(); print(next(n), n.send("a")); 
try: n.send("b")
except StopIteration: pass
def gen_expr_scope():
    y = 10
    return list(x + y for x in range(3))
print(gen_expr_scope())
print(list((lambda: (yield 1))()))
