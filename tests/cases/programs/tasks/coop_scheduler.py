"""Cooperative multitasking with generators: a round-robin scheduler, channels, sleeps, and exceptions."""
from typing import Any, Dict, Generator, List, Optional

Task = Generator[Any, Any, Any]


class Sleep:
    def __init__(self, ticks: int) -> None:
        self.ticks = ticks


class Send:
    def __init__(self, chan: "Channel", value: Any) -> None:
        self.chan, self.value = chan, value


class Recv:
    def __init__(self, chan: "Channel") -> None:
        self.chan = chan


class Channel:
    def __init__(self, name: str) -> None:
        self.name = name
        self.items: List[Any] = []
        self.waiting: List[int] = []


class Scheduler:
    def __init__(self) -> None:
        self.tasks: Dict[int, Task] = {}
        self.names: Dict[int, str] = {}
        self.ready: List[tuple] = []
        self.sleeping: List[tuple] = []
        self.tick = 0
        self.next_id = 1
        self.results: Dict[str, Any] = {}

    def spawn(self, name: str, gen: Task) -> int:
        tid = self.next_id
        self.next_id += 1
        self.tasks[tid] = gen
        self.names[tid] = name
        self.ready.append((tid, None))
        return tid

    def run(self, max_ticks: int = 1000) -> None:
        while (self.ready or self.sleeping) and self.tick < max_ticks:
            if not self.ready:
                self.tick = min(t for t, _ in self.sleeping)
            woke = sorted(x for x in self.sleeping if x[0] <= self.tick)
            self.sleeping = [x for x in self.sleeping if x[0] > self.tick]
            self.ready.extend((tid, None) for _, tid in woke)
            batch, self.ready = self.ready, []
            for tid, value in batch:
                self.step(tid, value)
            self.tick += 1

    def step(self, tid: int, value: Any) -> None:
        gen = self.tasks[tid]
        name = self.names[tid]
        try:
            if isinstance(value, BaseException):
                request = gen.throw(value)
            else:
                request = gen.send(value)
        except StopIteration as stop:
            self.results[name] = stop.value
            print(f"[{self.tick:3}] {name} finished -> {stop.value!r}")
            del self.tasks[tid]
            return
        except Exception as exc:
            self.results[name] = exc
            print(f"[{self.tick:3}] {name} crashed: {type(exc).__name__}: {exc}")
            del self.tasks[tid]
            return
        if isinstance(request, Sleep):
            self.sleeping.append((self.tick + request.ticks, tid))
        elif isinstance(request, Send):
            request.chan.items.append(request.value)
            if request.chan.waiting:
                waiter = request.chan.waiting.pop(0)
                self.ready.append((waiter, request.chan.items.pop(0)))
            self.ready.append((tid, None))
        elif isinstance(request, Recv):
            if request.chan.items:
                self.ready.append((tid, request.chan.items.pop(0)))
            else:
                request.chan.waiting.append(tid)
        elif request is None:
            self.ready.append((tid, None))
        else:
            self.ready.append((tid, TypeError(f"bad request {request!r}")))


def producer(chan: Channel, n: int) -> Generator:
    for i in range(n):
        yield Sleep(2)
        yield Send(chan, i * i)
    yield Send(chan, None)
    return f"produced {n}"


def consumer(chan: Channel) -> Generator:
    total = 0
    while True:
        item = yield Recv(chan)
        if item is None:
            return total
        total += item
        print(f"    consumed {item}, total {total}")


def ticker(name: str, every: int, count: int) -> Generator:
    for k in range(count):
        yield Sleep(every)
        print(f"    {name} tick {k}")
    return count


def bad_task() -> Generator:
    yield None
    try:
        yield "nonsense"
    except TypeError as exc:
        print("    bad_task caught:", exc)
    yield Sleep(1)
    raise ValueError("bad_task gives up")


def main() -> None:
    s = Scheduler()
    ch = Channel("numbers")
    s.spawn("producer", producer(ch, 5))
    s.spawn("consumer", consumer(ch))
    s.spawn("fast", ticker("fast", 3, 3))
    s.spawn("bad", bad_task())
    s.run()
    print({k: (type(v).__name__ if isinstance(v, Exception) else v) for k, v in sorted(s.results.items())})
    print("final tick", s.tick, "tasks left", len(s.tasks))
    g = consumer(ch)
    next(g)
    g.close()
    try:
        g.send(1)
    except StopIteration:
        print("closed generator raises StopIteration on send")
    g2 = ticker("x", 1, 1)
    print(type(next(g2)).__name__, next(g2, "done"))
    gen = producer(ch, 1)
    gen.send(1)


if __name__ == "__main__":
    main()
