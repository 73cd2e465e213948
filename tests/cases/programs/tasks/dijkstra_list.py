from typing import Dict, List, Tuple
import math

Edges = Dict[str, List[Tuple[str, int]]]


def dijkstra(graph: Edges, source: str) -> Tuple[Dict[str, float], Dict[str, str]]:
    dist: Dict[str, float] = {v: math.inf for v in graph}
    prev: Dict[str, str] = {}
    dist[source] = 0
    pending: List[Tuple[float, str]] = [(0, source)]
    done = set()
    while pending:
        # pick the smallest without heapq
        best = 0
        for i in range(1, len(pending)):
            if pending[i] < pending[best]:
                best = i
        d, u = pending.pop(best)
        if u in done:
            continue
        done.add(u)
        for v, w in graph[u]:
            nd = d + w
            if nd < dist[v]:
                dist[v] = nd
                prev[v] = u
                pending.append((nd, v))
    return dist, prev


def path_to(prev: Dict[str, str], target: str) -> List[str]:
    out = [target]
    while out[-1] in prev:
        out.append(prev[out[-1]])
    return out[::-1]


graph: Edges = {
    "s": [("a", 7), ("b", 2)],
    "a": [("c", 1), ("b", 3)],
    "b": [("a", 2), ("c", 8), ("d", 5)],
    "c": [("t", 4)],
    "d": [("t", 6), ("c", 1)],
    "t": [],
    "z": [("s", 1)],
}
dist, prev = dijkstra(graph, "s")
for node in sorted(dist):
    d = dist[node]
    label = "inf" if d == math.inf else str(d)
    print(f"{node}: {label:>4}  path={'->'.join(path_to(prev, node)) if d != math.inf else '-'}")
print("max finite:", max(d for d in dist.values() if d != math.inf))
