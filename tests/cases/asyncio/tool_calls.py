# gather over "tool calls": async functions that sleep and return, as model code writes
import asyncio


async def fetch(name, delay, value):
    print("call", name)
    await asyncio.sleep(delay)
    print("done", name)
    return {"tool": name, "value": value}


async def failing(name, delay):
    await asyncio.sleep(delay)
    raise ValueError(f"{name} failed")


async def main():
    results = await asyncio.gather(fetch("search", 0.03, 1), fetch("weather", 0.01, 2),
                                   fetch("calc", 0.02, 3))
    print(results)
    mixed = await asyncio.gather(fetch("a", 0.01, 1), failing("b", 0.02),
                                 return_exceptions=True)
    for r in mixed:
        print(type(r).__name__, r)
    try:
        await asyncio.gather(fetch("c", 0.05, 1), failing("d", 0.01))
    except ValueError as e:
        print("caught", type(e).__name__, e)
    await asyncio.sleep(0.1)
    print(await asyncio.gather())
    tasks = [asyncio.create_task(fetch(f"t{i}", 0.01 * (5 - i), i), name=f"tool-{i}")
             for i in range(5)]
    print([t.get_name() for t in tasks])
    print([t.done() for t in tasks])
    done = await asyncio.gather(*tasks)
    print([d["value"] for d in done], [t.result()["value"] for t in tasks])
    print(asyncio.run.__name__, asyncio.iscoroutinefunction(fetch),
          asyncio.iscoroutinefunction(print), asyncio.iscoroutine(fetch("x", 0, 0)) or "")


print(asyncio.run(main()))


async def ret():
    await asyncio.sleep(0.05)
    return "slept"

print(asyncio.run(ret(), debug=True))
