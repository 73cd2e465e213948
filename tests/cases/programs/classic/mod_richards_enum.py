"""A Richards-style OS scheduler simulation using IntEnum, IntFlag, dataclasses and deque."""
from collections import deque
from dataclasses import dataclass, field
from enum import IntEnum, IntFlag
from typing import Deque, Dict, List, Optional


class TaskId(IntEnum):
    IDLE = 0
    WORKER = 1
    HANDLER_A = 2
    HANDLER_B = 3
    DEVICE_A = 4
    DEVICE_B = 5


class State(IntFlag):
    RUNNABLE = 0
    PACKET_PENDING = 1
    WAITING = 2
    HELD = 4


class Kind(IntEnum):
    DEVICE = 0
    WORK = 1


@dataclass
class Packet:
    dest: TaskId
    kind: Kind
    datum: int = 0
    data: List[int] = field(default_factory=lambda: [0] * 4)


@dataclass
class Task:
    ident: TaskId
    priority: int
    state: State
    inbox: Deque[Packet] = field(default_factory=deque)
    count: int = 0
    v1: int = 0
    v2: int = 0
    work: Deque[Packet] = field(default_factory=deque)
    devs: Deque[Packet] = field(default_factory=deque)


class Scheduler:
    def __init__(self) -> None:
        self.tasks: Dict[TaskId, Task] = {}
        self.queue_count = 0
        self.hold_count = 0
        self.trace: List[str] = []

    def add(self, task: Task) -> None:
        self.tasks[task.ident] = task

    def send(self, pkt: Packet, sender: TaskId) -> None:
        target = self.tasks[pkt.dest]
        self.queue_count += 1
        target.inbox.append(pkt)
        target.state &= ~State.WAITING

    def pick(self) -> Optional[Task]:
        ready = [t for t in self.tasks.values() if not (t.state & State.HELD) and (t.inbox or not (t.state & State.WAITING))]
        return max(ready, key=lambda t: (t.priority, -t.ident), default=None)

    def run(self, steps: int) -> None:
        for _ in range(steps):
            t = self.pick()
            if t is None:
                break
            self.step(t)

    def step(self, t: Task) -> None:
        pkt = t.inbox.popleft() if t.inbox else None
        if t.ident is TaskId.IDLE:
            t.count -= 1
            if t.count == 0:
                t.state |= State.HELD
                self.hold_count += 1
                return
            target = TaskId.DEVICE_A if t.v1 & 1 == 0 else TaskId.DEVICE_B
            t.v1 = (t.v1 >> 1) ^ (0xD008 if t.v1 & 1 else 0)
            self.tasks[target].state &= ~State.HELD
        elif t.ident is TaskId.WORKER:
            if pkt is None:
                t.state |= State.WAITING
                return
            t.v1 = TaskId.HANDLER_B if t.v1 == TaskId.HANDLER_A else TaskId.HANDLER_A
            pkt.dest = TaskId(t.v1)
            pkt.datum = 0
            for i in range(4):
                t.v2 = t.v2 + 1 if t.v2 < 26 else 1
                pkt.data[i] = t.v2
            self.send(pkt, t.ident)
        elif t.ident in (TaskId.HANDLER_A, TaskId.HANDLER_B):
            if pkt is not None:
                (t.work if pkt.kind is Kind.WORK else t.devs).append(pkt)
            if t.work and t.devs:
                work = t.work[0]
                if work.datum >= 4:
                    t.work.popleft()
                    work.dest = TaskId.WORKER
                    self.send(work, t.ident)
                    return
                dev = t.devs.popleft()
                dev.datum = work.data[work.datum]
                work.datum += 1
                dev.dest = TaskId.DEVICE_A if t.ident is TaskId.HANDLER_A else TaskId.DEVICE_B
                self.send(dev, t.ident)
                return
            t.state |= State.WAITING
        else:
            if pkt is None:
                t.state |= State.WAITING
                return
            self.trace.append(chr(ord("A") + pkt.datum - 1) if pkt.datum else "?")
            back = TaskId.HANDLER_A if t.ident is TaskId.DEVICE_A else TaskId.HANDLER_B
            pkt.dest = back
            pkt.kind = Kind.DEVICE
            self.send(pkt, t.ident)


def build(count: int) -> Scheduler:
    s = Scheduler()
    s.add(Task(TaskId.IDLE, 0, State.RUNNABLE, count=count, v1=1))
    s.add(Task(TaskId.WORKER, 1000, State.WAITING, inbox=deque([Packet(TaskId.WORKER, Kind.WORK), Packet(TaskId.WORKER, Kind.WORK)]),
               v1=TaskId.HANDLER_A))
    for h, dev in ((TaskId.HANDLER_A, 2000), (TaskId.HANDLER_B, 3000)):
        s.add(Task(h, dev, State.WAITING, inbox=deque(Packet(h, Kind.DEVICE) for _ in range(3))))
    s.add(Task(TaskId.DEVICE_A, 4000, State.WAITING))
    s.add(Task(TaskId.DEVICE_B, 5000, State.WAITING))
    return s


def main() -> None:
    for count, steps in ((100, 2000), (500, 8000)):
        s = build(count)
        s.run(steps)
        print(f"count={count}: queued={s.queue_count} held={s.hold_count} trace={len(s.trace)}")
        print("".join(s.trace[:64]))
    print([t.name for t in TaskId], State.WAITING | State.HELD, repr(Kind(1)))


if __name__ == "__main__":
    main()
