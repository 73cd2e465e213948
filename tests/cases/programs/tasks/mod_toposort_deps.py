"""Build-order resolution: topological sort with cycle detection."""
from collections import defaultdict, deque
from typing import Dict, List, Set

PACKAGES = {
    "app": ["web", "db", "log"],
    "web": ["http", "log", "template"],
    "db": ["log", "pool"],
    "http": ["socket"],
    "template": [],
    "pool": ["socket"],
    "socket": [],
    "log": [],
}


class CycleError(Exception):
    def __init__(self, nodes: List[str]) -> None:
        super().__init__(f"dependency cycle among: {', '.join(sorted(nodes))}")
        self.nodes = nodes


def kahn(graph: Dict[str, List[str]]) -> List[str]:
    indeg: Dict[str, int] = defaultdict(int)
    users: Dict[str, List[str]] = defaultdict(list)
    for pkg, deps in graph.items():
        indeg.setdefault(pkg, 0)
        for d in deps:
            indeg[pkg] += 1
            users[d].append(pkg)
    ready = deque(sorted(p for p, n in indeg.items() if n == 0))
    order = []
    while ready:
        p = ready.popleft()
        order.append(p)
        for u in sorted(users[p]):
            indeg[u] -= 1
            if indeg[u] == 0:
                ready.append(u)
    if len(order) != len(indeg):
        raise CycleError([p for p, n in indeg.items() if n > 0])
    return order


def dfs_order(graph: Dict[str, List[str]], root: str) -> List[str]:
    seen: Set[str] = set()
    out: List[str] = []

    def visit(n: str, stack: List[str]) -> None:
        if n in stack:
            raise CycleError(stack[stack.index(n):])
        if n in seen:
            return
        for d in graph.get(n, []):
            visit(d, stack + [n])
        seen.add(n)
        out.append(n)

    visit(root, [])
    return out


def levels(order: List[str], graph: Dict[str, List[str]]) -> Dict[int, List[str]]:
    depth: Dict[str, int] = {}
    for p in order:
        depth[p] = 1 + max((depth[d] for d in graph[p]), default=-1)
    by_level: Dict[int, List[str]] = defaultdict(list)
    for p, d in depth.items():
        by_level[d].append(p)
    return dict(sorted(by_level.items()))


def main() -> None:
    order = kahn(PACKAGES)
    print("kahn:", order)
    print("dfs :", dfs_order(PACKAGES, "app"))
    for lvl, pkgs in levels(order, PACKAGES).items():
        print(f"  level {lvl}: {sorted(pkgs)}")
    cyclic = dict(PACKAGES, socket=["app"])
    for fn in (kahn, lambda g: dfs_order(g, "app")):
        try:
            fn(cyclic)
        except CycleError as e:
            print("CycleError:", e, len(e.nodes))


if __name__ == "__main__":
    main()
