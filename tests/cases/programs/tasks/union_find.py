from typing import Dict, List, Tuple


class DisjointSet:
    def __init__(self, n: int) -> None:
        self.parent = list(range(n))
        self.rank = [0] * n
        self.count = n

    def find(self, x: int) -> int:
        root = x
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[x] != root:
            self.parent[x], x = root, self.parent[x]
        return root

    def union(self, a: int, b: int) -> bool:
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return False
        if self.rank[ra] < self.rank[rb]:
            ra, rb = rb, ra
        self.parent[rb] = ra
        if self.rank[ra] == self.rank[rb]:
            self.rank[ra] += 1
        self.count -= 1
        return True


def kruskal(n: int, edges: List[Tuple[int, int, int]]) -> Tuple[int, List[Tuple[int, int, int]]]:
    ds = DisjointSet(n)
    total = 0
    used = []
    for w, u, v in sorted(edges):
        if ds.union(u, v):
            total += w
            used.append((u, v, w))
    return total, used


def components(n: int, pairs: List[Tuple[int, int]]) -> Dict[int, List[int]]:
    ds = DisjointSet(n)
    for a, b in pairs:
        ds.union(a, b)
    groups: Dict[int, List[int]] = {}
    for i in range(n):
        groups.setdefault(ds.find(i), []).append(i)
    return groups


edges = [(7, 0, 1), (5, 0, 3), (8, 1, 2), (9, 1, 3), (7, 1, 4), (5, 2, 4),
         (15, 3, 4), (6, 3, 5), (8, 4, 5), (9, 4, 6), (11, 5, 6)]
print(kruskal(7, edges))
g = components(10, [(0, 1), (2, 3), (1, 4), (5, 6), (6, 7), (7, 5), (9, 9)])
print(sorted(g.values()))
ds = DisjointSet(6)
print([ds.union(a, b) for a, b in [(0, 1), (1, 2), (0, 2), (3, 4)]], ds.count)
