"""copy.copy/copy.deepcopy over object graphs with cycles, shared references and hooks."""
import copy
from typing import Dict, List, Optional


class Node:
    def __init__(self, name: str) -> None:
        self.name = name
        self.edges: List["Node"] = []
        self.meta: Dict[str, object] = {}

    def link(self, other: "Node") -> "Node":
        self.edges.append(other)
        return self

    def __repr__(self) -> str:
        return f"Node({self.name}, ->{[e.name for e in self.edges]})"


class Graph:
    def __init__(self) -> None:
        self.nodes: Dict[str, Node] = {}

    def node(self, name: str) -> Node:
        if name not in self.nodes:
            self.nodes[name] = Node(name)
        return self.nodes[name]

    def edge(self, a: str, b: str) -> None:
        self.node(a).link(self.node(b))

    def reachable(self, start: str) -> List[str]:
        seen: List[str] = []
        stack = [self.nodes[start]]
        while stack:
            n = stack.pop()
            if n.name in seen:
                continue
            seen.append(n.name)
            stack.extend(reversed(n.edges))
        return seen


class Counter:
    """Tracks copies through __copy__ / __deepcopy__."""
    copies = 0

    def __init__(self, value: int, tags: Optional[List[str]] = None) -> None:
        self.value = value
        self.tags = tags or []

    def __copy__(self) -> "Counter":
        Counter.copies += 1
        return Counter(self.value, self.tags)

    def __deepcopy__(self, memo: dict) -> "Counter":
        Counter.copies += 10
        return Counter(self.value, copy.deepcopy(self.tags, memo))


class Slotted:
    __slots__ = ("a", "b")

    def __init__(self, a, b):
        self.a = a
        self.b = b


class WithState:
    def __init__(self, data):
        self.data = data
        self.cache = {"computed": len(data)}

    def __getstate__(self):
        state = self.__dict__.copy()
        del state["cache"]
        return state

    def __setstate__(self, state):
        self.__dict__.update(state)
        self.cache = {"restored": True}


def main() -> None:
    g = Graph()
    for a, b in [("a", "b"), ("b", "c"), ("c", "a"), ("c", "d"), ("d", "d"), ("e", "a")]:
        g.edge(a, b)
    g.nodes["a"].meta["self"] = g.nodes["a"]
    g.nodes["b"].meta["pair"] = (g.nodes["c"], g.nodes["c"])
    g2 = copy.deepcopy(g)
    print(g2.reachable("e"), g2.nodes["d"].edges[0] is g2.nodes["d"])
    print(g2.nodes["a"].meta["self"] is g2.nodes["a"], g2.nodes["a"] is g.nodes["a"])
    pair = g2.nodes["b"].meta["pair"]
    print(pair[0] is pair[1], pair[0] is g2.nodes["c"], pair[0] is g.nodes["c"])
    g2.edge("d", "z")
    print(g.reachable("a"), g2.reachable("a"))
    g3 = copy.copy(g)
    print(g3.nodes is g.nodes, g3 is g)
    c = Counter(3, ["x"])
    c1 = copy.copy(c)
    c2 = copy.deepcopy(c)
    print(Counter.copies, c1.tags is c.tags, c2.tags is c.tags, c2.tags == c.tags)
    box = [c, c, {"k": c}]
    box2 = copy.deepcopy(box)
    print(Counter.copies, box2[0] is box2[1], box2[2]["k"] is box2[0])
    s = Slotted([1, 2], {"k": [3]})
    s2 = copy.deepcopy(s)
    s3 = copy.copy(s)
    print(s2.a, s2.b, s2.a is s.a, s3.a is s.a, type(s2).__name__)
    w = WithState([1, 2, 3])
    w2 = copy.deepcopy(w)
    w3 = copy.copy(w)
    print(w2.data, w2.cache, w3.cache, w2.data is w.data, w3.data is w.data)
    nested = {"a": [1, [2, [3, [4]]]], "t": (1, [2]), "f": frozenset({1, 2}), "s": "str"}
    n2 = copy.deepcopy(nested)
    n2["a"][1][1][1].append(5)
    print(nested, n2)
    print(n2["t"] is nested["t"], n2["s"] is nested["s"], n2["f"] is nested["f"])
    tup = (1, 2, (3, 4))
    print(copy.deepcopy(tup) is tup, copy.copy([1]) == [1])
    lst: list = [1]
    lst.append(lst)
    lst2 = copy.deepcopy(lst)
    print(lst2, lst2[1] is lst2, lst2 is lst)
    print(copy.deepcopy(len) is len, copy.deepcopy(Node) is Node)


if __name__ == "__main__":
    main()
