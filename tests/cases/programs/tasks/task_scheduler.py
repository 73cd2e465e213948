from typing import Dict, List, Optional, Tuple


class Task:
    def __init__(self, name: str, priority: int, duration: int,
                 deps: Optional[List[str]] = None) -> None:
        self.name = name
        self.priority = priority
        self.duration = duration
        self.deps = deps or []
        self.start: Optional[int] = None

    def __repr__(self) -> str:
        return f"Task({self.name}, p={self.priority}, d={self.duration})"


class PriorityList:
    """A sorted-list priority queue (no heapq)."""

    def __init__(self) -> None:
        self._items: List[Tuple[int, int, Task]] = []
        self._counter = 0

    def push(self, task: Task) -> None:
        entry = (-task.priority, self._counter, task)
        self._counter += 1
        lo, hi = 0, len(self._items)
        while lo < hi:
            mid = (lo + hi) // 2
            if self._items[mid][:2] < entry[:2]:
                lo = mid + 1
            else:
                hi = mid
        self._items.insert(lo, entry)

    def pop(self) -> Task:
        return self._items.pop(0)[2]

    def __bool__(self) -> bool:
        return bool(self._items)

    def __len__(self) -> int:
        return len(self._items)


def schedule(tasks: List[Task], workers: int) -> Dict[str, Tuple[int, int, int]]:
    by_name = {t.name: t for t in tasks}
    remaining = {t.name: set(t.deps) for t in tasks}
    done_at: Dict[str, int] = {}
    ready = PriorityList()
    for t in tasks:
        if not t.deps:
            ready.push(t)
    free_at = [0] * workers
    result: Dict[str, Tuple[int, int, int]] = {}
    running: List[Tuple[int, str]] = []
    time = 0
    while len(result) < len(tasks):
        while ready and min(free_at) <= time:
            w = free_at.index(min(free_at))
            t = ready.pop()
            earliest = max([time] + [done_at[d] for d in t.deps])
            t.start = earliest
            free_at[w] = earliest + t.duration
            result[t.name] = (w, earliest, earliest + t.duration)
            running.append((earliest + t.duration, t.name))
        running.sort()
        if not running:
            raise RuntimeError("deadlock: unresolved dependencies")
        finish, name = running.pop(0)
        time = max(time, finish)
        done_at[name] = finish
        for other, deps in remaining.items():
            if name in deps:
                deps.discard(name)
                if not deps:
                    ready.push(by_name[other])
    return result


tasks = [
    Task("fetch", 5, 3), Task("parse", 4, 2, ["fetch"]), Task("lint", 1, 1),
    Task("compile", 8, 4, ["parse"]), Task("docs", 2, 5), Task("test", 9, 3, ["compile"]),
    Task("package", 3, 1, ["test", "docs", "lint"]),
]
for workers in (1, 2, 3):
    plan = schedule([Task(t.name, t.priority, t.duration, t.deps) for t in tasks], workers)
    print(f"workers={workers} makespan={max(e for _, _, e in plan.values())}")
    for name, (w, s, e) in sorted(plan.items(), key=lambda kv: (kv[1][1], kv[0])):
        print(f"  {name:<8} w{w} {s:>2}-{e:<2} " + "." * s + "#" * (e - s))
pq = PriorityList()
for t in tasks:
    pq.push(t)
print([pq.pop().name for _ in range(len(pq))])
try:
    schedule([Task("a", 1, 1, ["b"]), Task("b", 1, 1, ["a"])], 1)
except RuntimeError as e:
    print("RuntimeError:", e)
