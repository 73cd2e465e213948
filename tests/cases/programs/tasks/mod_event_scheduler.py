"""A discrete-event scheduler with heapq, dataclasses and itertools.count tie-breaking."""
import heapq
import itertools
from dataclasses import dataclass, field
from typing import Callable, List, Optional


@dataclass(order=True)
class Event:
    time: float
    seq: int
    name: str = field(compare=False)
    action: Optional[Callable[["Scheduler"], None]] = field(default=None, compare=False, repr=False)
    cancelled: bool = field(default=False, compare=False)


class Scheduler:
    def __init__(self) -> None:
        self.now = 0.0
        self._queue: List[Event] = []
        self._seq = itertools.count()
        self.log: List[str] = []

    def schedule(self, delay: float, name: str, action=None) -> Event:
        if delay < 0:
            raise ValueError(f"negative delay {delay}")
        ev = Event(self.now + delay, next(self._seq), name, action)
        heapq.heappush(self._queue, ev)
        return ev

    def cancel(self, ev: Event) -> None:
        ev.cancelled = True  # lazy deletion: skipped when popped

    def run(self, until: float) -> int:
        ran = 0
        while self._queue and self._queue[0].time <= until:
            ev = heapq.heappop(self._queue)
            if ev.cancelled:
                self.log.append(f"{ev.time:6.2f} skip {ev.name}")
                continue
            self.now = ev.time
            self.log.append(f"{self.now:6.2f} run  {ev.name}")
            if ev.action:
                ev.action(self)
            ran += 1
        self.now = until
        return ran


def make_ticker(period: float, remaining: int) -> Callable[[Scheduler], None]:
    def tick(s: Scheduler) -> None:
        if remaining > 1:
            s.schedule(period, f"tick{remaining - 1}", make_ticker(period, remaining - 1))
    return tick


def main() -> None:
    s = Scheduler()
    s.schedule(1.5, "boot")
    s.schedule(0.5, "tick5", make_ticker(0.75, 5))
    timeout = s.schedule(2.0, "timeout")
    s.schedule(2.0, "same-time-later")
    s.schedule(2.0, "spawn", lambda sch: sch.schedule(0.1, "child"))
    s.cancel(timeout)
    try:
        s.schedule(-1, "bad")
    except ValueError as e:
        print("ValueError:", e)
    print("ran:", s.run(until=3.0), "now:", s.now, "pending:", len(s._queue))
    print("ran:", s.run(until=10.0))
    print("\n".join(s.log))
    print(Event(1.0, 0, "a") < Event(1.0, 1, "b"), Event(2.0, 0, "x") > Event(1.0, 9, "y"))


if __name__ == "__main__":
    main()
