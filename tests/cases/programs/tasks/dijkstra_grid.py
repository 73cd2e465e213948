"""Dijkstra on a weighted grid with a hand-written binary heap class, and path reconstruction."""
import math
from typing import Dict, Generic, List, Optional, Tuple, TypeVar

T = TypeVar("T")


class MinHeap(Generic[T]):
    def __init__(self) -> None:
        self._items: List[Tuple[float, int, T]] = []
        self._count = 0

    def push(self, prio: float, item: T) -> None:
        self._items.append((prio, self._count, item))
        self._count += 1
        self._sift_up(len(self._items) - 1)

    def pop(self) -> Tuple[float, T]:
        if not self._items:
            raise IndexError("pop from empty heap")
        top = self._items[0]
        last = self._items.pop()
        if self._items:
            self._items[0] = last
            self._sift_down(0)
        return top[0], top[2]

    def _sift_up(self, i: int) -> None:
        items = self._items
        while i > 0:
            parent = (i - 1) >> 1
            if items[i] < items[parent]:
                items[i], items[parent] = items[parent], items[i]
                i = parent
            else:
                break

    def _sift_down(self, i: int) -> None:
        items = self._items
        n = len(items)
        while True:
            smallest = i
            for child in (2 * i + 1, 2 * i + 2):
                if child < n and items[child] < items[smallest]:
                    smallest = child
            if smallest == i:
                return
            items[i], items[smallest] = items[smallest], items[i]
            i = smallest

    def __len__(self) -> int:
        return len(self._items)

    def __bool__(self) -> bool:
        return bool(self._items)


Pos = Tuple[int, int]

GRID = """\
1 3 1 2 9 1 1
1 5 1 9 1 1 4
4 2 1 9 1 8 1
9 9 1 1 1 9 1
1 1 7 9 2 2 1
3 1 1 1 1 9 1"""


def parse(text: str) -> List[List[int]]:
    return [[int(x) for x in line.split()] for line in text.splitlines()]


def dijkstra(grid: List[List[int]], start: Pos, goal: Pos) -> Tuple[float, List[Pos]]:
    rows, cols = len(grid), len(grid[0])
    dist: Dict[Pos, float] = {start: 0}
    prev: Dict[Pos, Optional[Pos]] = {start: None}
    heap: MinHeap[Pos] = MinHeap()
    heap.push(0, start)
    visited = set()
    while heap:
        d, pos = heap.pop()
        if pos in visited:
            continue
        visited.add(pos)
        if pos == goal:
            break
        r, c = pos
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < rows and 0 <= nc < cols:
                nd = d + grid[nr][nc]
                if nd < dist.get((nr, nc), math.inf):
                    dist[(nr, nc)] = nd
                    prev[(nr, nc)] = pos
                    heap.push(nd, (nr, nc))
    if goal not in dist:
        return math.inf, []
    path = []
    cur: Optional[Pos] = goal
    while cur is not None:
        path.append(cur)
        cur = prev[cur]
    return dist[goal], path[::-1]


def render(grid: List[List[int]], path: List[Pos]) -> str:
    on = set(path)
    return "\n".join("".join("*" if (r, c) in on else str(v) for c, v in enumerate(row))
                     for r, row in enumerate(grid))


def main() -> None:
    grid = parse(GRID)
    cost, path = dijkstra(grid, (0, 0), (5, 6))
    print("cost", cost, "len", len(path))
    print(render(grid, path))
    cost2, path2 = dijkstra(grid, (2, 3), (0, 6))
    print(cost2, path2)
    h: MinHeap[str] = MinHeap()
    for w in "the quick brown fox jumps over the lazy dog".split():
        h.push(len(w) + ord(w[0]) / 1000, w)
    print([h.pop()[1] for _ in range(len(h))])
    print(math.inf, -math.inf, math.inf > 10 ** 400, float("inf") == math.inf)
    h.pop()


if __name__ == "__main__":
    main()
