from __future__ import annotations

from typing import Dict, List, Optional


class Node:
    kids: List[Node]
    parent: Optional[Node] = None

    def add(self, other: Node, weight: float = 1.0) -> Dict[str, Node]:
        return {}


def f(a: int, *rest: tuple[int, ...], key: str | None = None, **kw: Undefined) -> list[int]:
    return [a]


x: Undefined = 3
print(Node.__annotations__)
print(Node.add.__annotations__)
print(f.__annotations__)
print(__annotations__, x, f(1))


def g(a: "int", b: 'List[str]', c: "it's") -> "Node":
    pass


print(g.__annotations__)
