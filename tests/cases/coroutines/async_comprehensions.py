class Y:
    def __init__(self, v): self.v = v
    def __await__(self):
        got = yield ("io", self.v)
        return self.v * 10
async def f(x):
    return await Y(x)
async def agen(n):
    for i in range(n):
        yield await Y(i)
async def main():
    a = [await f(x) for x in range(3)]
    b = {x: await f(x) for x in range(2) if x or True}
    c = {await f(x) for x in [1, 1, 2]}
    d = [x async for x in agen(3)]
    e = [(x, y) for x in range(2) async for y in agen(2)]
    g = (await f(x) async for x in agen(2))
    h = [v async for v in g]
    nested = [[await f(y) for y in range(x)] for x in range(3)]
    print(a, b, sorted(c), d, e, h, nested)
    print(type(g).__name__)
    total = sum([await f(i) for i in range(4)]) + len([1 async for _ in agen(2)])
    return total
def run(coro):
    n = 0
    try:
        while True:
            coro.send(None); n += 1
    except StopIteration as e:
        return e.value, n
print(run(main()))
async def err():
    return [await f(x) for x in 5]
try: run(err())
except TypeError as e: print("TE", e)
async def err2():
    return [1/0 for x in range(2) async for y in agen(1)]
try: run(err2())
except ZeroDivisionError as e: print("ZDE", e)
