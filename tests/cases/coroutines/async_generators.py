import types
class Y:
    def __await__(self):
        v = yield "io"
        return v
async def ag(n):
    try:
        for i in range(n):
            got = await Y()
            x = yield (i, got)
            print("sent", x)
    finally:
        print("agen finally")
a = ag(3)
print(type(a).__name__, a.__aiter__() is a)
s = a.__anext__()
print(type(s).__name__)
print(s.send(None))
try: s.send("r1")
except StopIteration as e: print("stop", e.value)
try: s.send(None)
except RuntimeError as e: print("RE", e)
s2 = a.asend("X")
print(s2.send(None))
try: s2.send("r2")
except StopIteration as e: print("stop", e.value)
c = a.aclose()
try: c.send(None)
except StopIteration as e: print("closed", e.value)
try: a.__anext__().send(None)
except StopAsyncIteration as e: print("SAI", repr(e))
async def ag2():
    yield 1
    yield 2
b = ag2()
t = b.athrow(ValueError("boom"))
try: t.send(None)
except ValueError as e: print("VE", e)
async def ag3():
    try:
        yield 1
    except ValueError:
        yield "handled"
c3 = ag3()
try: c3.__anext__().send(None)
except StopIteration as e: print(e.value)
t = c3.athrow(ValueError)
try: t.send(None)
except StopIteration as e: print("athrow ->", e.value)
async def ag4():
    try:
        yield 1
    finally:
        yield 2
d = ag4()
try: d.__anext__().send(None)
except StopIteration as e: print(e.value)
try: d.aclose().send(None)
except RuntimeError as e: print("RE", e)
async def ag5():
    return
    yield
try: ag5().__anext__().send(None)
except StopAsyncIteration: print("empty")
print(repr(ag5())[:30], ag5().ag_running, ag5.__name__)
async def main():
    out = []
    async for v in ag2():
        out.append(v)
    print("main", out)
    async with CM() as cm:
        print("inside", cm)
    return [x async for x in ag2()] , [await Y2() for _ in range(2)]
class CM:
    async def __aenter__(self): print("aenter"); return "cmval"
    async def __aexit__(self, *a): print("aexit", a); return False
class Y2:
    def __await__(self):
        return 7
        yield
m = main()
try: m.send(None)
except StopIteration as e: print("main ret", e.value)
