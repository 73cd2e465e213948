# cancellation: Task.cancel with a message, cancelling(), CancelledError handling, finally
import asyncio


async def worker(name, log):
    try:
        log.append(name + " start")
        await asyncio.sleep(10)
    except asyncio.CancelledError as e:
        log.append(f"{name} cancelled {e.args}")
        raise
    finally:
        log.append(name + " finally")


async def swallow():
    try:
        await asyncio.sleep(10)
    except asyncio.CancelledError:
        return "swallowed"


async def main():
    log = []
    t = asyncio.create_task(worker("w", log))
    await asyncio.sleep(0)
    print(t.cancel("stop now"), t.cancelling(), t.done())
    try:
        await t
    except asyncio.CancelledError as e:
        print("caught", type(e).__name__, e.args)
    print(log, t.cancelled(), t.done(), t.cancel())
    try:
        t.result()
    except asyncio.CancelledError as e:
        print("result", type(e).__name__)
    try:
        t.exception()
    except asyncio.CancelledError as e:
        print("exception", type(e).__name__)

    t2 = asyncio.create_task(swallow())
    await asyncio.sleep(0)
    t2.cancel()
    print(await t2, t2.cancelled())

    t3 = asyncio.create_task(worker("early", log))
    t3.cancel()
    try:
        await t3
    except asyncio.CancelledError:
        print("cancelled before start", log[-2:])

    g = asyncio.gather(worker("g1", log), worker("g2", log))
    await asyncio.sleep(0)
    g.cancel()
    try:
        await g
    except asyncio.CancelledError:
        print("gather cancelled", g.cancelled())
    print(log[-6:])

    t4 = asyncio.create_task(asyncio.sleep(1, "r"))
    t4.cancel()
    print(t4.uncancel(), t4.cancelling())
    print(issubclass(asyncio.CancelledError, BaseException),
          issubclass(asyncio.CancelledError, Exception))

    async def self_await():
        await asyncio.sleep(0)
        return await me

    me = asyncio.create_task(self_await())
    try:
        await me
    except RuntimeError as e:
        print(type(e).__name__, str(e).split(":")[0])

    async def child():
        await asyncio.sleep(1)

    async def parent():
        await child()

    p = asyncio.create_task(parent())
    await asyncio.sleep(0.1)
    p.cancel()
    r = await asyncio.gather(p, return_exceptions=True)
    print(type(r[0]).__name__)

    leftover = asyncio.create_task(worker("leftover", log))
    await asyncio.sleep(0)
    return log


log = asyncio.run(main())
print(log[-3:])
