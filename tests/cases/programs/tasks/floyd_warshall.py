import math
from typing import List, Optional

INF = math.inf


def floyd_warshall(w: List[List[float]]):
    n = len(w)
    dist = [row[:] for row in w]
    nxt: List[List[Optional[int]]] = [[j if w[i][j] < INF else None for j in range(n)]
                                      for i in range(n)]
    for k in range(n):
        for i in range(n):
            for j in range(n):
                if dist[i][k] + dist[k][j] < dist[i][j]:
                    dist[i][j] = dist[i][k] + dist[k][j]
                    nxt[i][j] = nxt[i][k]
    return dist, nxt


def path(nxt, u: int, v: int) -> List[int]:
    if nxt[u][v] is None:
        return []
    p = [u]
    while u != v:
        u = nxt[u][v]
        p.append(u)
    return p


def bellman_ford(n: int, edges, src: int):
    dist = [INF] * n
    dist[src] = 0
    for _ in range(n - 1):
        for u, v, wt in edges:
            if dist[u] + wt < dist[v]:
                dist[v] = dist[u] + wt
    for u, v, wt in edges:
        if dist[u] + wt < dist[v]:
            raise ValueError("negative cycle")
    return dist


W = [
    [0, 3, INF, 7],
    [8, 0, 2, INF],
    [5, INF, 0, 1],
    [2, INF, INF, 0],
]
for i in range(len(W)):
    W[i][i] = 0
dist, nxt = floyd_warshall(W)
for row in dist:
    print(" ".join(f"{x:>4}" for x in row))
print(path(nxt, 1, 3), path(nxt, 3, 1), path(nxt, 0, 2))
edges = [(0, 1, 4), (0, 2, 5), (1, 2, -3), (2, 3, 4), (3, 1, 2)]
print(bellman_ford(4, edges, 0))
print(bellman_ford(5, edges, 0))
try:
    bellman_ford(3, [(0, 1, 1), (1, 2, -1), (2, 1, -1)], 0)
except ValueError as e:
    print("ValueError:", e)
