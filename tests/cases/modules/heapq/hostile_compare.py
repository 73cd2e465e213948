# Comparisons that mutate or raise while heapq sifts: CPython's RuntimeError and the
# heap's contents afterwards.
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

print(len(heap), sorted(g.v for g in heap)[:5])
import bisect
class Cmp:
    calls = 0
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        Cmp.calls += 1
        return self.v < other.v
    def __repr__(self):
        return "C%d" % self.v
h = [Cmp(v) for v in [5, 3, 8, 1, 9, 2, 7, 3, 3]]
heapq.heapify(h)
print(h, Cmp.calls)
print([heapq.heappop(h) for _ in range(4)], Cmp.calls)
# (no call count here: pyeval's list.sort makes a different number of comparisons)
print(heapq.nsmallest(3, [Cmp(v) for v in [4, 4, 1, 4]]), heapq.nlargest(2, [Cmp(v) for v in [4, 4, 1, 4]]))
Cmp.calls = 0
a = [Cmp(v) for v in range(0, 20, 2)]
print(bisect.bisect_left(a, Cmp(7)), bisect.bisect_right(a, Cmp(8)), Cmp.calls)
bisect.insort(a, Cmp(7), key=None)
print(a, Cmp.calls)
class Bad:
    def __lt__(self, o):
        raise TypeError("no order")
try:
    bisect.bisect([1, 2, 3], Bad())
except TypeError as e:
    print("TypeError", e)
class NotList:
    def __init__(self):
        self.items = []
    def __len__(self):
        return len(self.items)
    def __getitem__(self, i):
        return self.items[i]
    def insert(self, i, x):
        self.items.insert(i, x)
n = NotList()
for v in [5, 1, 3, 3, 9]:
    bisect.insort_left(n, v)
print(n.items, bisect.bisect(n, 3), bisect.bisect([1, 2, 3], 2, hi=10 ** 3 and 2))
print(heapq.merge.__name__, list(heapq.merge()), list(heapq.merge([], [1], [])), list(heapq.merge([1, 1], [1], key=lambda x: -x)))
