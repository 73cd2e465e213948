# An unbounded task spawner: every task spawns two more. It ends at the memory or the
# operation limit.
# pyeval: --max-memory 64M --max-ops 50000000
# expect-stderr: limit exceeded
# expect-exit-nonzero
# time-bound: 20
import asyncio


async def spawn():
    asyncio.create_task(spawn())
    asyncio.create_task(spawn())
    await asyncio.sleep(1)


async def main():
    asyncio.create_task(spawn())
    await asyncio.sleep(10**9)


asyncio.run(main())
