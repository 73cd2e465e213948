"""8-puzzle: BFS and A* (manhattan) over tuple states, with a hand-written priority queue and path printing."""
from typing import Dict, Iterator, List, Optional, Tuple

State = Tuple[int, ...]
GOAL: State = (1, 2, 3, 4, 5, 6, 7, 8, 0)
NEIGHBORS = {i: [j for j in (i - 3, i + 3, i - 1 if i % 3 else -1, i + 1 if i % 3 != 2 else -1) if 0 <= j < 9]
             for i in range(9)}


def moves(state: State) -> Iterator[Tuple[str, State]]:
    z = state.index(0)
    for j in NEIGHBORS[z]:
        s = list(state)
        s[z], s[j] = s[j], s[z]
        name = {-3: "up", 3: "down", -1: "left", 1: "right"}[j - z]
        yield name, tuple(s)


def solvable(state: State) -> bool:
    tiles = [t for t in state if t]
    inversions = sum(1 for i in range(len(tiles)) for j in range(i + 1, len(tiles)) if tiles[i] > tiles[j])
    return inversions % 2 == 0


def manhattan(state: State) -> int:
    return sum(abs(i // 3 - (t - 1) // 3) + abs(i % 3 - (t - 1) % 3) for i, t in enumerate(state) if t)


class PQ:
    def __init__(self) -> None:
        self.heap: List[Tuple[int, int, State]] = []
        self.n = 0

    def push(self, prio: int, item: State) -> None:
        self.n += 1
        h = self.heap
        h.append((prio, self.n, item))
        i = len(h) - 1
        while i and h[(i - 1) // 2] > h[i]:
            h[(i - 1) // 2], h[i] = h[i], h[(i - 1) // 2]
            i = (i - 1) // 2

    def pop(self) -> Tuple[int, State]:
        h = self.heap
        top = h[0]
        last = h.pop()
        if h:
            h[0] = last
            i = 0
            while True:
                c = 2 * i + 1
                if c >= len(h):
                    break
                if c + 1 < len(h) and h[c + 1] < h[c]:
                    c += 1
                if h[c] < h[i]:
                    h[c], h[i] = h[i], h[c]
                    i = c
                else:
                    break
        return top[0], top[2]

    def __len__(self) -> int:
        return len(self.heap)


def path_to(parents: Dict[State, Optional[Tuple[str, State]]], end: State) -> List[str]:
    out = []
    cur = end
    while parents[cur] is not None:
        name, prev = parents[cur]
        out.append(name)
        cur = prev
    return out[::-1]


def bfs(start: State) -> Tuple[List[str], int]:
    parents: Dict[State, Optional[Tuple[str, State]]] = {start: None}
    frontier = [start]
    while frontier:
        nxt = []
        for s in frontier:
            if s == GOAL:
                return path_to(parents, s), len(parents)
            for name, t in moves(s):
                if t not in parents:
                    parents[t] = (name, s)
                    nxt.append(t)
        frontier = nxt
    raise ValueError("unsolvable")


def astar(start: State) -> Tuple[List[str], int]:
    if not solvable(start):
        raise ValueError(f"{start} is not solvable")
    g = {start: 0}
    parents: Dict[State, Optional[Tuple[str, State]]] = {start: None}
    pq = PQ()
    pq.push(manhattan(start), start)
    expanded = 0
    while pq:
        _, s = pq.pop()
        expanded += 1
        if s == GOAL:
            return path_to(parents, s), expanded
        for name, t in moves(s):
            ng = g[s] + 1
            if ng < g.get(t, 1 << 30):
                g[t] = ng
                parents[t] = (name, s)
                pq.push(ng + manhattan(t), t)
    raise ValueError("no path")


def show(state: State) -> str:
    return "\n".join(" ".join(str(t) if t else "." for t in state[r:r + 3]) for r in (0, 3, 6))


def main() -> None:
    starts = [(1, 2, 3, 4, 5, 6, 0, 7, 8), (1, 2, 3, 4, 0, 6, 7, 5, 8), (4, 1, 3, 7, 2, 6, 0, 5, 8)]
    for s in starts:
        print(show(s))
        p1, seen = bfs(s)
        p2, expanded = astar(s)
        print(f"bfs {len(p1)} moves ({seen} states), astar {len(p2)} moves ({expanded} expanded), h={manhattan(s)}")
        print(" ".join(p2))
    print(NEIGHBORS[4], NEIGHBORS[0], solvable(GOAL), solvable((2, 1, 3, 4, 5, 6, 7, 8, 0)))
    astar((2, 1, 3, 4, 5, 6, 7, 8, 0))


if __name__ == "__main__":
    main()
