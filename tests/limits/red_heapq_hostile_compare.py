# Comparisons that mutate the heap while heapq sifts: CPython's RuntimeError, never a
# read of a stale item array; a comparison that raises propagates; a heap of objects
# whose __lt__ runs forever meets the operation limit.
# expect-stdout: RuntimeError list changed size during iteration
# expect-stdout: ValueError boom
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 10
import heapq
heap = []

class Shrink:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        if len(heap) > 3:
            heap.clear()
        return self.v < other.v

for i in range(10, 0, -1):
    try:
        heapq.heappush(heap, Shrink(i))
    except RuntimeError as e:
        print("RuntimeError", e)
        break

class Grow:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        heap.extend([Grow(0)] * 100)
        return self.v < other.v

heap = [Grow(i) for i in range(50)]
for f in (heapq.heapify, heapq.heappop, lambda h: heapq.heapreplace(h, Grow(1)),
          lambda h: heapq.heappushpop(h, Grow(99))):
    try:
        f(heap)
    except RuntimeError as e:
        print("RuntimeError", e)

class Boom:
    def __lt__(self, other):
        raise ValueError("boom")

try:
    heapq.heapify([Boom(), Boom(), Boom()])
except ValueError as e:
    print("ValueError", e)

class Slow:
    def __lt__(self, other):
        while True:
            pass

heapq.heapify([Slow(), Slow()])
