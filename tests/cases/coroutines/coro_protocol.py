import types
async def f(x):
    return x * 2
c = f(3)
print(type(c).__name__, repr(c)[:22])
try: next(c)
except TypeError as e: print("TE", e)
try: iter(c)
except TypeError as e: print("TE", e)
try: c.send(1)
except TypeError as e: print("TE", e)
try: c.send(None)
except StopIteration as e: print("stop", e.value)
for m in ("send", "throw"):
    try: getattr(c, m)(None) if m == "send" else c.throw(ValueError("v"))
    except Exception as e: print(m, type(e).__name__, e)
print(c.close())
w = f(2).__await__()
print(type(w).__name__)
try: next(w)
except StopIteration as e: print("w", e.value)
class A:
    def __await__(self):
        yield 7
        return 8
async def g():
    v = await A()
    return v
gg = g()
print(gg.send(None))
try: gg.send(None)
except StopIteration as e: print("g", e.value)
async def h():
    await 3
try: h().send(None)
except TypeError as e: print("TE", e)
class B:
    def __await__(self): return 5
async def h2(): await B()
try: h2().send(None)
except TypeError as e: print("TE", e)
class C2:
    def __await__(self): return f(1)
async def h3(): await C2()
try: h3().send(None)
except TypeError as e: print("TE", e)
async def h4():
    cc = f(1)
    await cc
    await cc
try: h4().send(None)
except RuntimeError as e: print("RE", e)
print(g.__name__, gg.cr_running, gg.cr_await, gg.cr_suspended if hasattr(gg,'cr_suspended') else '-')
async def s():
    raise StopIteration
try: s().send(None)
except RuntimeError as e: print("RE", e)
async def ig():
    try:
        await A()
    except GeneratorExit:
        await A()
x = ig(); x.send(None)
try: x.close()
except RuntimeError as e: print("RE", e)
print(types.CoroutineType, types.AsyncGeneratorType)
