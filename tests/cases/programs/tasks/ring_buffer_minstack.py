from typing import Generic, List, Optional, TypeVar

T = TypeVar("T")


class RingBuffer(Generic[T]):
    def __init__(self, capacity: int) -> None:
        self.buf: List[Optional[T]] = [None] * capacity
        self.start = 0
        self.count = 0

    def push(self, item: T) -> Optional[T]:
        dropped = None
        if self.count == len(self.buf):
            dropped = self.buf[self.start]
            self.start = (self.start + 1) % len(self.buf)
            self.count -= 1
        self.buf[(self.start + self.count) % len(self.buf)] = item
        self.count += 1
        return dropped

    def pop(self) -> T:
        if not self.count:
            raise IndexError("pop from empty buffer")
        item = self.buf[self.start]
        self.buf[self.start] = None
        self.start = (self.start + 1) % len(self.buf)
        self.count -= 1
        return item

    def __len__(self) -> int:
        return self.count

    def __iter__(self):
        return iter([self.buf[(self.start + i) % len(self.buf)] for i in range(self.count)])

    def __repr__(self) -> str:
        return f"RingBuffer({list(self)})"


class MinStack:
    def __init__(self) -> None:
        self.items: List[int] = []
        self.mins: List[int] = []

    def push(self, x: int) -> None:
        self.items.append(x)
        self.mins.append(x if not self.mins else min(x, self.mins[-1]))

    def pop(self) -> int:
        self.mins.pop()
        return self.items.pop()

    def top(self) -> int:
        return self.items[-1]

    def get_min(self) -> int:
        return self.mins[-1]


rb: RingBuffer[int] = RingBuffer(4)
for i in range(1, 8):
    d = rb.push(i * 10)
    print(f"push {i * 10} dropped={d} {rb}")
print(rb.pop(), rb.pop(), rb, len(rb))
rb.push(99)
print(list(rb), sum(rb))
empty: RingBuffer[str] = RingBuffer(2)
try:
    empty.pop()
except IndexError as e:
    print("IndexError:", e)
ms = MinStack()
for x in [5, 3, 7, 3, 2, 8]:
    ms.push(x)
    print("push", x, "min", ms.get_min())
while ms.items:
    print("pop", ms.pop(), "min", ms.get_min() if ms.items else None)
moving = RingBuffer(3)
avgs = []
for x in [1, 4, 2, 8, 5, 7, 3]:
    moving.push(x)
    avgs.append(round(sum(moving) / len(moving), 3))
print(avgs)
