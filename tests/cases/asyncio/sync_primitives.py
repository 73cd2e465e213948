# Event, Lock, Semaphore, BoundedSemaphore, Condition
import asyncio


async def main():
    ev = asyncio.Event()
    log = []

    async def waiter(i):
        await ev.wait()
        log.append(i)

    ws = [asyncio.create_task(waiter(i)) for i in range(3)]
    await asyncio.sleep(0.01)
    print(ev.is_set(), log)
    ev.set()
    await asyncio.gather(*ws)
    print(ev.is_set(), log, await ev.wait())
    ev.clear()
    print(ev.is_set())

    lock = asyncio.Lock()
    order = []

    async def critical(i):
        async with lock:
            order.append(("in", i))
            await asyncio.sleep(0.01)
            order.append(("out", i))

    await asyncio.gather(*(critical(i) for i in range(3)))
    print(order, lock.locked())
    try:
        lock.release()
    except RuntimeError as e:
        print(type(e).__name__, e)
    print(await lock.acquire(), lock.locked())
    lock.release()

    sem = asyncio.Semaphore(2)
    active = []
    peak = [0]

    async def limited(i):
        async with sem:
            active.append(i)
            peak[0] = max(peak[0], len(active))
            await asyncio.sleep(0.01)
            active.remove(i)
        return i

    print(await asyncio.gather(*(limited(i) for i in range(5))), peak[0], sem.locked())
    try:
        asyncio.Semaphore(-1)
    except ValueError as e:
        print(type(e).__name__, e)
    bs = asyncio.BoundedSemaphore(1)
    await bs.acquire()
    bs.release()
    try:
        bs.release()
    except ValueError as e:
        print(type(e).__name__, e)

    cond = asyncio.Condition()
    items = []

    async def consumer(i):
        async with cond:
            await cond.wait_for(lambda: items)
            items.pop()
            print("consumer", i, "got item")

    cs = [asyncio.create_task(consumer(i)) for i in range(2)]
    await asyncio.sleep(0.01)
    async with cond:
        items.extend([1, 2])
        cond.notify_all()
    await asyncio.gather(*cs)
    try:
        await cond.wait()
    except RuntimeError as e:
        print(type(e).__name__, e)
    try:
        cond.notify()
    except RuntimeError as e:
        print(type(e).__name__, e)


asyncio.run(main())
