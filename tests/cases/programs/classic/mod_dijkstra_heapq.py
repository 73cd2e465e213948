"""Dijkstra and A* with heapq on a seeded random weighted grid, plus a road network."""
import heapq
import random
from typing import Dict, List, Optional, Tuple

Node = Tuple[int, int]


def make_grid(n: int, rng: random.Random) -> List[List[int]]:
    return [[rng.randint(1, 9) for _ in range(n)] for _ in range(n)]


def neighbours(n: int, node: Node):
    r, c = node
    for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        if 0 <= r + dr < n and 0 <= c + dc < n:
            yield r + dr, c + dc


def dijkstra(grid: List[List[int]], src: Node, dst: Node, heuristic: bool = False) -> Tuple[int, int]:
    n = len(grid)
    dist: Dict[Node, int] = {src: 0}
    h = (lambda v: abs(v[0] - dst[0]) + abs(v[1] - dst[1])) if heuristic else (lambda v: 0)
    pq = [(h(src), 0, src)]
    popped = 0
    while pq:
        _, d, u = heapq.heappop(pq)
        if d > dist.get(u, 1 << 60):
            continue
        popped += 1
        if u == dst:
            return d, popped
        for v in neighbours(n, u):
            nd = d + grid[v[0]][v[1]]
            if nd < dist.get(v, 1 << 60):
                dist[v] = nd
                heapq.heappush(pq, (nd + h(v), nd, v))
    raise ValueError("unreachable")


def shortest_paths(graph: Dict[str, Dict[str, int]], src: str) -> Dict[str, Tuple[int, List[str]]]:
    dist = {src: 0}
    prev: Dict[str, Optional[str]] = {src: None}
    pq = [(0, src)]
    while pq:
        d, u = heapq.heappop(pq)
        if d > dist[u]:
            continue
        for v, w in sorted(graph[u].items()):
            if d + w < dist.get(v, float("inf")):
                dist[v] = d + w
                prev[v] = u
                heapq.heappush(pq, (d + w, v))
    out = {}
    for node in sorted(dist):
        path, cur = [], node
        while cur is not None:
            path.append(cur)
            cur = prev[cur]
        out[node] = (dist[node], path[::-1])
    return out


def main() -> None:
    rng = random.Random(5)
    for n in (10, 40, 60):
        g = make_grid(n, rng)
        d1, p1 = dijkstra(g, (0, 0), (n - 1, n - 1))
        d2, p2 = dijkstra(g, (0, 0), (n - 1, n - 1), heuristic=True)
        print(f"n={n}: cost {d1} (popped {p1}), A* cost {d2} (popped {p2})")
    roads = {"A": {"B": 7, "C": 9, "F": 14}, "B": {"A": 7, "C": 10, "D": 15}, "C": {"A": 9, "B": 10, "D": 11, "F": 2},
             "D": {"B": 15, "C": 11, "E": 6}, "E": {"D": 6, "F": 9}, "F": {"A": 14, "C": 2, "E": 9}, "G": {}}
    for node, (d, path) in shortest_paths(roads, "A").items():
        print(node, d, "->".join(path))


if __name__ == "__main__":
    main()
