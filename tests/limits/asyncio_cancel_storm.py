# A cancellation storm: 5,000 tasks cancelled and re-cancelled while they shield,
# swallow and re-raise; it finishes within the default limits.
# expect-stdout: cancelled 5000
# expect-exit: 0
# time-bound: 20
import asyncio


async def victim(i):
    for _ in range(3):
        try:
            await asyncio.sleep(1)
        except asyncio.CancelledError:
            if i % 2:
                raise
    return i


async def main():
    tasks = [asyncio.create_task(victim(i)) for i in range(5000)]
    await asyncio.sleep(0)
    for _ in range(3):
        for t in tasks:
            t.cancel()
        await asyncio.sleep(0)
    res = await asyncio.gather(*tasks, return_exceptions=True)
    print("cancelled", len(res))


asyncio.run(main())
