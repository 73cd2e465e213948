# Semaphore with a cancelled waiter, wait_for on a done future, sleep(-5), as_completed of
# one future twice, Condition.notify(n)
import asyncio
async def main():
    sem = asyncio.Semaphore(1)
    log = []
    async def w(i):
        async with sem:
            log.append(i); await asyncio.sleep(0)
    ts = [asyncio.create_task(w(i)) for i in range(4)]
    await asyncio.sleep(0)
    ts[2].cancel()
    await asyncio.gather(*ts, return_exceptions=True)
    print(log, sem.locked(), sem._value if hasattr(sem, '_value') else None)
    f = asyncio.get_running_loop().create_future(); f.set_result(3)
    print(await asyncio.wait_for(f, 0), await asyncio.sleep(-5, 'neg'))
    res = []
    for c in asyncio.as_completed([f, f]):
        res.append(await c)
    print(res)
    cond = asyncio.Condition()
    async def waiter(i):
        async with cond:
            await cond.wait(); print("notified", i)
    ws = [asyncio.create_task(waiter(i)) for i in range(3)]
    await asyncio.sleep(0)
    async with cond:
        cond.notify(2)
    await asyncio.sleep(0.01)
    async with cond:
        cond.notify()
    await asyncio.gather(*ws)
asyncio.run(main())
