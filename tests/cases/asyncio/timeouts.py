# wait_for, timeout, timeout_at, wait, as_completed, shield
import asyncio


async def slow(d, v):
    try:
        await asyncio.sleep(d)
        return v
    except asyncio.CancelledError:
        print("slow", v, "cancelled")
        raise


async def main():
    print(await asyncio.wait_for(slow(0.01, "fast"), 1))
    try:
        await asyncio.wait_for(slow(1, "late"), 0.05)
    except asyncio.TimeoutError as e:
        print(type(e).__name__, repr(e), type(e.__cause__).__name__)
    try:
        await asyncio.wait_for(slow(1, "zero"), 0)
    except TimeoutError as e:
        print("zero", type(e).__name__)
    print(await asyncio.wait_for(slow(0.01, "none"), None))
    try:
        async with asyncio.timeout(0.05) as cm:
            print(type(cm).__name__, cm.expired())
            await slow(1, "in-timeout")
    except TimeoutError as e:
        print("timeout", type(e).__name__, cm.expired())
    async with asyncio.timeout(None) as cm:
        await asyncio.sleep(0.01)
        print("no deadline", cm.when(), cm.expired())
    loop = asyncio.get_running_loop()
    try:
        async with asyncio.timeout_at(loop.time() + 0.02):
            await asyncio.sleep(0.5)
    except TimeoutError:
        print("timeout_at expired")
    async with asyncio.timeout(0.5) as cm:
        cm.reschedule(None)
        await asyncio.sleep(0.6)
    print("rescheduled", cm.expired())
    try:
        cm.reschedule(1)
    except RuntimeError as e:
        print(type(e).__name__, e)

    tasks = [asyncio.create_task(slow(d, d)) for d in (0.03, 0.01, 0.05)]
    done, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    print(sorted(t.result() for t in done), len(pending))
    done, pending = await asyncio.wait(tasks, timeout=0.025)
    print(sorted(t.result() for t in done), len(pending))
    done, pending = await asyncio.wait(tasks)
    print(sorted(t.result() for t in done), len(pending), type(done).__name__)

    async def bad(d):
        await asyncio.sleep(d)
        raise KeyError(d)

    ts = [asyncio.create_task(slow(0.05, "x")), asyncio.create_task(bad(0.01))]
    done, pending = await asyncio.wait(ts, return_when=asyncio.FIRST_EXCEPTION)
    print(len(done), len(pending), [repr(t.exception()) for t in done])
    await asyncio.wait(pending)
    for args in ([], asyncio.sleep(0)):
        try:
            await asyncio.wait(args)
        except (TypeError, ValueError) as e:
            print(type(e).__name__, e)
        if asyncio.iscoroutine(args):
            args.close()
    try:
        await asyncio.wait(ts, return_when="SOMETIMES")
    except ValueError as e:
        print(type(e).__name__, e)

    order = []
    for coro in asyncio.as_completed([slow(0.03, "c"), slow(0.01, "a"), slow(0.02, "b")]):
        order.append(await coro)
    print(order)
    try:
        for coro in asyncio.as_completed([slow(0.5, "s")], timeout=0.01):
            await coro
    except asyncio.TimeoutError:
        print("as_completed timeout")
    await asyncio.sleep(1)

    inner = asyncio.create_task(slow(0.05, "shielded"))
    outer = asyncio.shield(inner)
    try:
        await asyncio.wait_for(outer, 0.01)
    except TimeoutError:
        print("outer timed out", inner.done(), outer.cancelled())
    print(await inner)


asyncio.run(main())
