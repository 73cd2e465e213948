# Future and Task API: states, callbacks, reprs, error messages, event loop functions
import asyncio


def show(label, fn):
    try:
        print(label, repr(fn()))
    except BaseException as e:
        print(label, type(e).__name__, e)


async def main():
    loop = asyncio.get_running_loop()
    fut = loop.create_future()
    print(repr(fut), fut.done(), fut.cancelled(), asyncio.isfuture(fut), fut.get_loop() is loop)
    show("result", fut.result)
    show("exception", fut.exception)
    calls = []
    cb = lambda f: calls.append(("cb", f.result()))
    fut.add_done_callback(cb)
    fut.add_done_callback(lambda f: calls.append("second"))
    print(fut.remove_done_callback(print))
    loop.call_soon(fut.set_result, 42)
    print(await fut, calls)
    await asyncio.sleep(0)
    print(calls, repr(fut))
    show("set again", lambda: fut.set_result(1))
    show("set exc again", lambda: fut.set_exception(ValueError()))
    f2 = asyncio.Future()
    f2.set_exception(KeyError)
    print(repr(f2), repr(f2.exception()))
    show("f2.result", f2.result)
    f3 = loop.create_future()
    show("stopiteration", lambda: f3.set_exception(StopIteration))
    f3.cancel(msg="why")
    print(repr(f3), f3.cancelled())
    show("f3.result", f3.result)
    f4 = loop.create_future()
    f4.add_done_callback(cb)
    print(f4.remove_done_callback(cb), f4.remove_done_callback(cb))

    async def work(x):
        await asyncio.sleep(0.01)
        return x * 2

    t = loop.create_task(work(4), name="job")
    print(t.get_name(), t.done(), isinstance(t, asyncio.Future), asyncio.isfuture(t))
    t.set_name("renamed")
    print(t.get_name(), asyncio.current_task().get_name())
    print(sorted(x.get_name() for x in asyncio.all_tasks()))
    print(await t, t.result(), t.exception())
    show("task set_result", lambda: t.set_result(1))
    show("task set_exception", lambda: t.set_exception(ValueError()))
    show("not a coroutine", lambda: asyncio.create_task(42))
    show("ensure_future", lambda: asyncio.ensure_future(42))
    show("get_running_loop is", lambda: asyncio.get_running_loop() is loop)
    print(asyncio.ensure_future(fut) is fut)

    class Awaitable:
        def __await__(self):
            yield from asyncio.sleep(0.01).__await__()
            return "awaitable"

    print(await asyncio.ensure_future(Awaitable()))
    order = []
    loop.call_later(0.02, order.append, "later-2")
    loop.call_later(0.01, order.append, "later-1")
    h = loop.call_later(0.015, order.append, "cancelled")
    loop.call_at(loop.time() + 0.01, order.append, "at-1")
    loop.call_soon(order.append, "soon-1")
    loop.call_soon(order.append, "soon-2")
    print(h.cancelled(), h.cancel(), h.cancelled())
    await asyncio.sleep(0.05)
    print(order)
    print(await asyncio.sleep(0, "zero"), await asyncio.sleep(0.01, result="r"))

    async def boom():
        raise ValueError("boom")

    bt = asyncio.create_task(boom())
    await asyncio.sleep(0)
    print(bt.done(), repr(bt.exception()))
    show("bt.result", bt.result)


asyncio.run(main())
show("no loop", asyncio.get_running_loop)
show("not a coro", lambda: asyncio.run(42))


async def nested():
    c = asyncio.sleep(0)
    try:
        asyncio.run(c)
    finally:
        c.close()

show("nested run", lambda: asyncio.run(nested()))
loop = asyncio.new_event_loop()
print(loop.is_running(), loop.is_closed())


async def value():
    start = loop.time()
    await asyncio.sleep(1)
    return round(loop.time() - start, 1)

print(loop.run_until_complete(value()))
print(loop.run_until_complete(value()))
loop.close()
print(loop.is_closed())
show("closed", lambda: loop.call_soon(print))
loop2 = asyncio.new_event_loop()
asyncio.set_event_loop(loop2)
print(asyncio.get_event_loop() is loop2)
start = loop2.time()
loop2.call_later(1, loop2.stop)
loop2.run_forever()
print("stopped after", round(loop2.time() - start, 1))
loop2.close()
