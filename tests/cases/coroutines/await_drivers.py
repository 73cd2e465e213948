import types
@types.coroutine
def sleep0():
    x = yield "tick"
    return x
async def main(n):
    total = 0
    for i in range(n):
        v = await sleep0()
        total += v
    return total
def run(coro):
    try:
        out = coro.send(None)
        while True:
            out = coro.send(len(out))
    except StopIteration as e:
        return e.value
print(run(main(5)))
class Fut:
    def __init__(self): self.v = None
    def __await__(self):
        if self.v is None:
            yield self
        return self.v
async def worker(f, name):
    try:
        r = await f
        print(name, "got", r)
        return r
    finally:
        print(name, "finally")
f1 = Fut(); c = worker(f1, "w1")
print(c.send(None) is f1)
f1.v = 42
try: c.send(None)
except StopIteration as e: print("done", e.value)
c2 = worker(Fut(), "w2"); c2.send(None)
try: c2.throw(ValueError("x"))
except ValueError as e: print("VE", e)
c3 = worker(Fut(), "w3"); c3.send(None); c3.close(); print(c3.cr_running, c3.cr_await)
async def deep(n):
    if n == 0:
        return await Fut2()
    return 1 + await deep(n - 1)
class Fut2:
    def __await__(self):
        yield 1
        return 0
d = deep(500)
d.send(None)
try: d.send(None)
except StopIteration as e: print("deep", e.value)
