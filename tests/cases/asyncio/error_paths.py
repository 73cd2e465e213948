# errors through the loop: exceptions from main, wait_for, gather; a custom exception
# handler; argument errors
import asyncio


async def fail(d, exc):
    await asyncio.sleep(d)
    raise exc


async def main():
    try:
        await asyncio.wait_for(fail(0.01, KeyError("k")), 1)
    except KeyError as e:
        print("wait_for passes", type(e).__name__, e)
    g = asyncio.gather(fail(0.01, ValueError("first")), fail(0.02, TypeError("second")))
    try:
        await g
    except ValueError as e:
        print("gather first error", e, g.done())
    await asyncio.sleep(0.05)

    async def cancel_me():
        await asyncio.sleep(1)

    t = asyncio.create_task(cancel_me())
    g2 = asyncio.gather(t, asyncio.sleep(0.01, "ok"))
    await asyncio.sleep(0)
    t.cancel("child")
    try:
        await g2
    except asyncio.CancelledError as e:
        print("child cancelled", type(e).__name__, e.args, g2.cancelled())
    t2 = asyncio.create_task(cancel_me())
    res = await asyncio.gather(t2, asyncio.sleep(0.01, "ok"), t2.cancel() and asyncio.sleep(0),
                               return_exceptions=True)
    print([type(r).__name__ for r in res])

    seen = []
    loop = asyncio.get_running_loop()
    loop.set_exception_handler(lambda lp, ctx: seen.append(ctx["message"]))
    loop.call_soon(lambda: 1 / 0)
    await asyncio.sleep(0.01)
    print([m.split(" at ")[0] for m in seen], loop.get_exception_handler() is not None)
    loop.set_exception_handler(None)
    try:
        loop.set_exception_handler(5)
    except TypeError as e:
        print(type(e).__name__, e)
    for bad in (lambda: asyncio.wait_for(None, 1).send(None), lambda: asyncio.gather(5)):
        try:
            bad()
        except TypeError as e:
            print(type(e).__name__, e)
    try:
        await asyncio.sleep(0.01, result=None) + 1
    except TypeError as e:
        print(type(e).__name__)
    raise RuntimeError("main failed")


try:
    asyncio.run(main())
except RuntimeError as e:
    print("run raised", e)
try:
    asyncio.run(fail(0.01, asyncio.CancelledError()))
except asyncio.CancelledError as e:
    print("run cancelled", type(e).__name__)
