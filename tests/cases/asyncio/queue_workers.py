# producer/consumer with asyncio.Queue, PriorityQueue, LifoQueue
import asyncio


async def producer(q, n):
    for i in range(n):
        await q.put(i)
        print("put", i, "size", q.qsize())
    await q.put(None)


async def consumer(q, name):
    got = []
    while True:
        item = await q.get()
        q.task_done()
        if item is None:
            break
        got.append(item)
        await asyncio.sleep(0.01)
    print(name, got)


async def workers():
    q = asyncio.Queue()
    for i in range(9):
        q.put_nowait(i)
    out = []

    async def worker(name):
        while True:
            item = await q.get()
            await asyncio.sleep(0.01 * (item % 3 + 1))
            out.append((name, item))
            q.task_done()

    ws = [asyncio.create_task(worker(f"w{i}")) for i in range(3)]
    await q.join()
    print(sorted(item for _, item in out), sorted({name for name, _ in out}))
    for w in ws:
        w.cancel()
    res = await asyncio.gather(*ws, return_exceptions=True)
    print([type(r).__name__ for r in res])


async def main():
    q = asyncio.Queue(maxsize=2)
    print(q.maxsize, q.empty(), q.full(), str(q))
    await asyncio.gather(producer(q, 5), consumer(q, "c"))
    print(q.empty(), str(q))
    try:
        q.get_nowait()
    except asyncio.QueueEmpty as e:
        print("QueueEmpty", repr(e))
    q.put_nowait(1)
    q.put_nowait(2)
    print(q.full(), str(q))
    try:
        q.put_nowait(3)
    except asyncio.QueueFull as e:
        print("QueueFull", repr(e))
    q.task_done()
    q.task_done()
    try:
        q.task_done()
    except ValueError as e:
        print(type(e).__name__, e)
    try:
        q.task_done()
    except ValueError as e:
        print(type(e).__name__, e)
    pq = asyncio.PriorityQueue()
    for x in [5, 1, 4, 2]:
        pq.put_nowait((x, str(x)))
    print([pq.get_nowait() for _ in range(4)])
    lq = asyncio.LifoQueue()
    for x in "abc":
        await lq.put(x)
    print([await lq.get() for _ in range(0)], lq.get_nowait(), lq.get_nowait(), lq.qsize())
    await workers()
    try:
        await asyncio.wait_for(asyncio.Queue().get(), 0.05)
    except asyncio.TimeoutError:
        print("get timed out")


asyncio.run(main())
