"""Kruskal's MST with a union-find class, plus connected components and cycle checks."""
from typing import Dict, Generic, Hashable, List, Tuple, TypeVar

T = TypeVar("T", bound=Hashable)


class DisjointSet(Generic[T]):
    def __init__(self) -> None:
        self.parent: Dict[T, T] = {}
        self.rank: Dict[T, int] = {}
        self.size: Dict[T, int] = {}

    def add(self, x: T) -> None:
        if x not in self.parent:
            self.parent[x] = x
            self.rank[x] = 0
            self.size[x] = 1

    def find(self, x: T) -> T:
        root = x
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[x] != root:
            self.parent[x], x = root, self.parent[x]
        return root

    def union(self, a: T, b: T) -> bool:
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return False
        if self.rank[ra] < self.rank[rb]:
            ra, rb = rb, ra
        self.parent[rb] = ra
        self.size[ra] += self.size[rb]
        if self.rank[ra] == self.rank[rb]:
            self.rank[ra] += 1
        return True

    def groups(self) -> List[List[T]]:
        out: Dict[T, List[T]] = {}
        for x in self.parent:
            out.setdefault(self.find(x), []).append(x)
        return sorted((sorted(g) for g in out.values()), key=lambda g: (-len(g), g))

    def __len__(self) -> int:
        return sum(1 for x in self.parent if self.parent[x] == x)

    def __contains__(self, x: object) -> bool:
        return x in self.parent


Edge = Tuple[float, str, str]


def kruskal(nodes: List[str], edges: List[Edge]) -> Tuple[float, List[Edge]]:
    ds: DisjointSet[str] = DisjointSet()
    for n in nodes:
        ds.add(n)
    total = 0.0
    used: List[Edge] = []
    for w, a, b in sorted(edges):
        if ds.union(a, b):
            total += w
            used.append((w, a, b))
    return total, used


def main() -> None:
    nodes = list("ABCDEFGH")
    edges = [(4, "A", "B"), (8, "A", "H"), (11, "B", "H"), (8, "B", "C"), (7, "H", "G"),
             (1, "H", "G"), (2, "C", "I"), (6, "G", "F"), (4, "C", "F"), (14, "D", "F"),
             (10, "E", "F"), (9, "D", "E"), (7, "C", "D"), (2.5, "G", "I")]
    nodes.append("I")
    total, used = kruskal(nodes, edges)
    print(f"MST weight = {total}")
    for w, a, b in used:
        print(f"  {a}-{b}: {w:>5}")
    ds: DisjointSet[int] = DisjointSet()
    for i in range(20):
        ds.add(i)
    for a, b in [(0, 5), (5, 10), (1, 2), (3, 4), (4, 9), (9, 19), (12, 13), (0, 10), (7, 7)]:
        print((a, b), ds.union(a, b), end="; ")
    print()
    print(len(ds), ds.groups()[:4], 19 in ds, 25 in ds, ds.size[ds.find(3)])
    grid = ["##..#", "#..##", "...#.", "##...", "#.#.#"]
    g: DisjointSet[Tuple[int, int]] = DisjointSet()
    for r, row in enumerate(grid):
        for c, ch in enumerate(row):
            if ch == "#":
                g.add((r, c))
                for dr, dc in ((-1, 0), (0, -1)):
                    if (r + dr, c + dc) in g:
                        g.union((r, c), (r + dr, c + dc))
    print("islands:", len(g), [len(x) for x in g.groups()])
    print(g.groups()[0])


if __name__ == "__main__":
    main()
