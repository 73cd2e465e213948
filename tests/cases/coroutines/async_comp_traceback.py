class Y:
    def __await__(self):
        yield 1
        return 0
async def f(x):
    await Y()
    return 1 / x
async def main():
    return [await f(x) for x in range(3)]
c = main()
c.send(None)
c.send(None)
