"""Union-find for connected components, Kruskal's MST and account merging."""
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Dict, Hashable, List, Tuple


@dataclass
class DisjointSet:
    parent: Dict[Hashable, Hashable] = field(default_factory=dict)
    rank: Dict[Hashable, int] = field(default_factory=dict)

    def find(self, x: Hashable) -> Hashable:
        self.parent.setdefault(x, x)
        self.rank.setdefault(x, 0)
        root = x
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[x] != root:
            self.parent[x], x = root, self.parent[x]
        return root

    def union(self, a: Hashable, b: Hashable) -> bool:
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return False
        if self.rank[ra] < self.rank[rb]:
            ra, rb = rb, ra
        self.parent[rb] = ra
        if self.rank[ra] == self.rank[rb]:
            self.rank[ra] += 1
        return True

    def groups(self) -> List[List[Hashable]]:
        g: Dict[Hashable, List[Hashable]] = defaultdict(list)
        for x in list(self.parent):
            g[self.find(x)].append(x)
        return sorted(sorted(v) for v in g.values())


def kruskal(n: int, edges: List[Tuple[int, int, int]]) -> Tuple[int, List[Tuple[int, int, int]]]:
    ds = DisjointSet()
    for v in range(n):
        ds.find(v)
    total, used = 0, []
    for w, u, v in sorted(edges):
        if ds.union(u, v):
            total += w
            used.append((u, v, w))
    return total, used


def merge_accounts(accounts: List[List[str]]) -> List[List[str]]:
    ds = DisjointSet()
    owner: Dict[str, str] = {}
    for name, *emails in accounts:
        for e in emails:
            owner[e] = name
            ds.union(emails[0], e)
    merged: Dict[str, List[str]] = defaultdict(list)
    for e in owner:
        merged[ds.find(e)].append(e)
    return sorted([owner[r]] + sorted(es) for r, es in merged.items())


def main() -> None:
    ds = DisjointSet()
    for a, b in [(1, 2), (3, 4), (2, 5), (6, 7), (5, 1), (8, 8)]:
        print(f"union({a},{b}) -> {ds.union(a, b)}")
    print(ds.groups(), ds.find(5) == ds.find(2), ds.find(3) == ds.find(1))
    edges = [(7, 0, 1), (5, 0, 3), (8, 1, 2), (9, 1, 3), (7, 1, 4), (5, 2, 4), (15, 3, 4), (6, 3, 5), (8, 4, 5), (9, 4, 6), (11, 5, 6)]
    print(kruskal(7, edges))
    accts = [["John", "j@a.com", "john@b.com"], ["John", "john@b.com", "jj@c.com"], ["Mary", "mary@m.com"],
             ["John", "johnny@d.com"]]
    for row in merge_accounts(accts):
        print(row)


if __name__ == "__main__":
    main()
