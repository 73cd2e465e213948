from __future__ import annotations
from typing import List

class Node:
    def __init__(self, val: int, children: List[Node] | None = None) -> None:
        self.val = val
        self.children = children or []
    def add(self, other: Node) -> Node:
        self.children.append(other)
        return self

def total(n: Node) -> int:
    return n.val + sum(total(c) for c in n.children)

root = Node(1).add(Node(2)).add(Node(3).add(Node(4)))
print(total(root))
import __future__
print(__future__.annotations, __future__.division.getMandatoryRelease())
