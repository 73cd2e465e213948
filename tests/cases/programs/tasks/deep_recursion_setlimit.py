import sys
from typing import Dict, List

sys.setrecursionlimit(10000)


def build_tree(n: int) -> Dict[int, List[int]]:
    """A long path with a few branches: node i's parent is i - 1 (or i - 3 every 7th)."""
    children: Dict[int, List[int]] = {i: [] for i in range(n)}
    for i in range(1, n):
        parent = i - 3 if i % 7 == 0 and i >= 3 else i - 1
        children[parent].append(i)
    return children


def height(tree: Dict[int, List[int]], node: int) -> int:
    return 1 + max((height(tree, c) for c in tree[node]), default=0)


def subtree_sizes(tree: Dict[int, List[int]], node: int, out: Dict[int, int]) -> int:
    size = 1
    for c in tree[node]:
        size += subtree_sizes(tree, c, out)
    out[node] = size
    return size


def count_paths(n: int, memo: Dict[int, int]) -> int:
    if n <= 1:
        return 1
    if n not in memo:
        memo[n] = (count_paths(n - 1, memo) + count_paths(n - 2, memo)) % 1_000_000_007
    return memo[n]


tree = build_tree(1500)
print("height:", height(tree, 0))
sizes: Dict[int, int] = {}
print("total:", subtree_sizes(tree, 0, sizes), "size(700):", sizes[700])
print("paths:", count_paths(2500, {}))
print("limit:", sys.getrecursionlimit())
