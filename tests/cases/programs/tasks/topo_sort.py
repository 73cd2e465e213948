from typing import Dict, List, Set


def topo_sort(deps: Dict[str, List[str]]) -> List[str]:
    """Kahn's algorithm; ties broken alphabetically for determinism."""
    nodes: Set[str] = set(deps)
    for vs in deps.values():
        nodes.update(vs)
    indeg = {n: 0 for n in nodes}
    for n, vs in deps.items():
        for v in vs:
            indeg[n] += 1
    users: Dict[str, List[str]] = {n: [] for n in nodes}
    for n, vs in deps.items():
        for v in vs:
            users[v].append(n)
    ready = sorted(n for n in nodes if indeg[n] == 0)
    order = []
    while ready:
        n = ready.pop(0)
        order.append(n)
        for u in sorted(users[n]):
            indeg[u] -= 1
            if indeg[u] == 0:
                ready.append(u)
                ready.sort()
    if len(order) != len(nodes):
        stuck = sorted(n for n in nodes if indeg[n] > 0)
        raise ValueError("cycle among: " + ", ".join(stuck))
    return order


def dfs_order(deps: Dict[str, List[str]]) -> List[str]:
    state: Dict[str, int] = {}
    out: List[str] = []

    def visit(n: str) -> None:
        if state.get(n) == 2:
            return
        if state.get(n) == 1:
            raise RuntimeError(f"cycle at {n}")
        state[n] = 1
        for d in sorted(deps.get(n, [])):
            visit(d)
        state[n] = 2
        out.append(n)

    for n in sorted(deps):
        visit(n)
    return out


build = {
    "app": ["lib", "utils", "config"],
    "lib": ["utils", "core"],
    "utils": ["core"],
    "config": [],
    "tests": ["app", "mock"],
    "mock": ["core"],
}
print(topo_sort(build))
print(dfs_order(build))
cyclic = {"a": ["b"], "b": ["c"], "c": ["a"], "d": []}
try:
    topo_sort(cyclic)
except ValueError as e:
    print("ValueError:", e)
try:
    dfs_order(cyclic)
except RuntimeError as e:
    print("RuntimeError:", e)
