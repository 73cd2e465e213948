# asyncio.sleep never waits for real: the loop's clock is virtual and jumps to the next
# timer when nothing is ready. sleep(10**9), and 1,000 tasks sleeping 600 s, end at once.
# expect-stdout: slept 1000000000.0
# expect-stdout: 1000 tasks at 600.0
# expect-exit: 0
# time-bound: 10
import asyncio


async def main():
    loop = asyncio.get_running_loop()
    t0 = loop.time()
    await asyncio.sleep(10**9)
    print("slept", loop.time() - t0)
    t1 = loop.time()
    await asyncio.gather(*(asyncio.sleep(600) for _ in range(1000)))
    print("1000 tasks at", loop.time() - t1)


asyncio.run(main())
