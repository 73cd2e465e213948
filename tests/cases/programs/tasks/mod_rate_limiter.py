"""Sliding-window and token-bucket rate limiters driven by a fake clock."""
from collections import deque, defaultdict
from dataclasses import dataclass, field
from typing import Deque, Dict, List


class FakeClock:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t

    def advance(self, dt: float) -> None:
        self.t = round(self.t + dt, 6)


class SlidingWindow:
    def __init__(self, limit: int, window: float, clock: FakeClock) -> None:
        self.limit, self.window, self.clock = limit, window, clock
        self.hits: Dict[str, Deque[float]] = defaultdict(deque)

    def allow(self, key: str) -> bool:
        now = self.clock()
        q = self.hits[key]
        while q and q[0] <= now - self.window:
            q.popleft()
        if len(q) < self.limit:
            q.append(now)
            return True
        return False


@dataclass
class TokenBucket:
    rate: float
    capacity: float
    clock: FakeClock
    tokens: float = field(init=False)
    last: float = field(init=False)

    def __post_init__(self) -> None:
        self.tokens = self.capacity
        self.last = self.clock()

    def take(self, n: float = 1) -> bool:
        now = self.clock()
        self.tokens = min(self.capacity, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens >= n:
            self.tokens -= n
            return True
        return False


def main() -> None:
    clock = FakeClock()
    sw = SlidingWindow(3, 1.0, clock)
    results: List[str] = []
    for step in range(12):
        key = "alice" if step % 3 else "bob"
        results.append(f"{clock():.1f}:{key[0]}:{'ok' if sw.allow(key) else 'no'}")
        clock.advance(0.25)
    print(" ".join(results))
    print({k: list(v) for k, v in sorted(sw.hits.items())})
    clock2 = FakeClock()
    tb = TokenBucket(rate=2.0, capacity=4, clock=clock2)
    line = []
    for i in range(16):
        line.append("+" if tb.take() else ".")
        clock2.advance(0.2)
    print("".join(line), round(tb.tokens, 3))
    print(tb.take(10), TokenBucket(1, 1, clock2).take(1))
    print(repr(tb).split(", clock=")[0])


if __name__ == "__main__":
    main()
