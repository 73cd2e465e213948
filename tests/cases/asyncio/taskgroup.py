# TaskGroup (needs ExceptionGroup / except*, which the core does not have yet)
import asyncio


async def job(d, v):
    await asyncio.sleep(d)
    return v


async def bad(d):
    await asyncio.sleep(d)
    raise ValueError("bad")


async def main():
    async with asyncio.TaskGroup() as tg:
        t1 = tg.create_task(job(0.02, 1))
        t2 = tg.create_task(job(0.01, 2))
    print(t1.result(), t2.result())
    try:
        async with asyncio.TaskGroup() as tg:
            t3 = tg.create_task(job(0.5, 3))
            tg.create_task(bad(0.01))
    except BaseExceptionGroup as eg:
        print(type(eg).__name__, eg, [repr(e) for e in eg.exceptions], t3.cancelled())
    try:
        tg.create_task(job(0, 0))
    except RuntimeError as e:
        print(type(e).__name__, e.args[0].split()[-1])


asyncio.run(main())
