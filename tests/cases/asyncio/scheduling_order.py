# print order of interleaving tasks: sleep(0), gather, Event, callbacks, Queue, Lock
import asyncio
async def t(name, n):
    for i in range(n):
        print(name, i)
        await asyncio.sleep(0)
    return name
async def ev(e, name):
    await e.wait(); print("woke", name)
async def main():
    r = await asyncio.gather(t("a", 3), t("b", 2), t("c", 3))
    print(r)
    tasks = [asyncio.create_task(t(x, 2)) for x in "xyz"]
    print("created")
    await asyncio.sleep(0)
    print("after one")
    await asyncio.wait(tasks)
    e = asyncio.Event()
    ws = [asyncio.create_task(ev(e, i)) for i in range(3)]
    await asyncio.sleep(0); e.set(); print("set")
    await asyncio.gather(*ws)
    loop = asyncio.get_running_loop()
    loop.call_soon(print, "soon1")
    f = loop.create_future()
    f.add_done_callback(lambda _: print("cb"))
    f.set_result(1)
    loop.call_soon(print, "soon2")
    await f
    print("awaited f")
    await asyncio.sleep(0)
    q = asyncio.Queue()
    async def cons(i):
        print("cons", i, await q.get())
    cs = [asyncio.create_task(cons(i)) for i in range(3)]
    await asyncio.sleep(0)
    for i in range(3): q.put_nowait(i)
    await asyncio.gather(*cs)
    lock = asyncio.Lock()
    async def lk(i):
        async with lock:
            print("lock", i); await asyncio.sleep(0)
    await asyncio.gather(*(lk(i) for i in range(3)))
asyncio.run(main())
