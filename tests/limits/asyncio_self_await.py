# A task awaiting itself gets CPython's RuntimeError, and a task that waits on a future
# nothing will ever complete waits until the wall-time limit (CPython would hang).
# pyeval: --timeout 2
# expect-stdout: RuntimeError Task cannot await on itself
# expect-stderr: time limit exceeded
# time-bound: 10
import asyncio


async def me_first():
    await asyncio.sleep(0)
    await task


async def main():
    global task
    task = asyncio.create_task(me_first())
    try:
        await task
    except RuntimeError as e:
        print(type(e).__name__, str(e).split(":")[0], flush=True)
    await asyncio.get_running_loop().create_future()


asyncio.run(main())
