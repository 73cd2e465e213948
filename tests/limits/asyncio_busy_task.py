# An asyncio task that never yields keeps the loop forever: it ends at the operation
# limit, as any busy loop does.
# pyeval: --max-ops 2000000
# expect-stdout: started
# expect-stderr: operation limit exceeded
# forbid-stdout: never
import asyncio


async def spin():
    n = 0
    while True:
        n += 1


async def main():
    print("started", flush=True)
    asyncio.create_task(spin())
    await asyncio.sleep(1)
    print("never")


asyncio.run(main())
