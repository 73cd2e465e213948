"""Tarjan SCC, bridges/articulation points, topological order, and bipartite check on class graphs."""
from typing import Dict, Iterable, List, Optional, Set, Tuple


class Graph:
    def __init__(self, directed: bool = False) -> None:
        self.directed = directed
        self.adj: Dict[str, List[str]] = {}

    def add_edge(self, a: str, b: str) -> None:
        self.adj.setdefault(a, []).append(b)
        self.adj.setdefault(b, [])
        if not self.directed:
            self.adj[b].append(a)

    @classmethod
    def from_text(cls, text: str, directed: bool = False) -> "Graph":
        g = cls(directed)
        for line in text.strip().splitlines():
            a, _, rest = line.partition(":")
            for b in rest.split():
                g.add_edge(a.strip(), b)
        return g

    def nodes(self) -> List[str]:
        return sorted(self.adj)

    def tarjan(self) -> List[List[str]]:
        index: Dict[str, int] = {}
        low: Dict[str, int] = {}
        on_stack: Set[str] = set()
        stack: List[str] = []
        out: List[List[str]] = []
        counter = [0]

        def visit(v: str) -> None:
            index[v] = low[v] = counter[0]
            counter[0] += 1
            stack.append(v)
            on_stack.add(v)
            for w in self.adj[v]:
                if w not in index:
                    visit(w)
                    low[v] = min(low[v], low[w])
                elif w in on_stack:
                    low[v] = min(low[v], index[w])
            if low[v] == index[v]:
                comp = []
                while True:
                    w = stack.pop()
                    on_stack.discard(w)
                    comp.append(w)
                    if w == v:
                        break
                out.append(sorted(comp))

        for v in self.nodes():
            if v not in index:
                visit(v)
        return out

    def bridges_and_cuts(self) -> Tuple[List[Tuple[str, str]], List[str]]:
        disc: Dict[str, int] = {}
        low: Dict[str, int] = {}
        bridges: List[Tuple[str, str]] = []
        cuts: Set[str] = set()
        timer = 0

        def dfs(u: str, parent: Optional[str]) -> None:
            nonlocal timer
            disc[u] = low[u] = timer
            timer += 1
            children = 0
            for v in self.adj[u]:
                if v == parent:
                    continue
                if v in disc:
                    low[u] = min(low[u], disc[v])
                else:
                    children += 1
                    dfs(v, u)
                    low[u] = min(low[u], low[v])
                    if low[v] > disc[u]:
                        bridges.append(tuple(sorted((u, v))))
                    if parent is not None and low[v] >= disc[u]:
                        cuts.add(u)
            if parent is None and children > 1:
                cuts.add(u)

        for v in self.nodes():
            if v not in disc:
                dfs(v, None)
        return sorted(bridges), sorted(cuts)

    def topo(self) -> List[str]:
        indeg = {v: 0 for v in self.adj}
        for v in self.adj:
            for w in self.adj[v]:
                indeg[w] += 1
        ready = sorted(v for v, d in indeg.items() if d == 0)
        order = []
        while ready:
            v = ready.pop(0)
            order.append(v)
            for w in sorted(self.adj[v]):
                indeg[w] -= 1
                if indeg[w] == 0:
                    ready.append(w)
                    ready.sort()
        if len(order) != len(self.adj):
            cyc = sorted(v for v, d in indeg.items() if d > 0)
            raise ValueError(f"graph has a cycle through {cyc}")
        return order

    def bipartite(self) -> Optional[Dict[str, int]]:
        color: Dict[str, int] = {}
        for s in self.nodes():
            if s in color:
                continue
            color[s] = 0
            queue = [s]
            while queue:
                u = queue.pop(0)
                for v in self.adj[u]:
                    if v not in color:
                        color[v] = 1 - color[u]
                        queue.append(v)
                    elif color[v] == color[u]:
                        return None
        return color


def main() -> None:
    d = Graph.from_text("""
        a: b
        b: c e f
        c: d g
        d: c h
        e: a f
        f: g
        g: f
        h: d g
    """, directed=True)
    print(d.tarjan())
    u = Graph.from_text("""
        1: 2 3
        2: 3
        3: 4
        4: 5 6
        5: 6
        6: 7
        8: 9
    """)
    print(u.bridges_and_cuts())
    dag = Graph.from_text("""
        shirt: tie belt
        tie: jacket
        pants: shoes belt
        belt: jacket
        socks: shoes
        undershorts: pants shoes
        watch:
    """, directed=True)
    print(dag.topo())
    print(Graph.from_text("a: b d\nc: b d").bipartite(), Graph.from_text("a: b\nb: c\nc: a").bipartite())
    d.topo()


if __name__ == "__main__":
    main()
