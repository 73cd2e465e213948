from typing import List, Optional


class TreeNode:
    def __init__(self, val: int, left: "Optional[TreeNode]" = None,
                 right: "Optional[TreeNode]" = None) -> None:
        self.val = val
        self.left = left
        self.right = right


class BST:
    def __init__(self) -> None:
        self.root: Optional[TreeNode] = None
        self.size = 0

    def insert(self, val: int) -> None:
        self.size += 1
        if self.root is None:
            self.root = TreeNode(val)
            return
        node = self.root
        while True:
            if val < node.val:
                if node.left is None:
                    node.left = TreeNode(val)
                    return
                node = node.left
            else:
                if node.right is None:
                    node.right = TreeNode(val)
                    return
                node = node.right

    def contains(self, val: int) -> bool:
        node = self.root
        while node:
            if val == node.val:
                return True
            node = node.left if val < node.val else node.right
        return False


def inorder(n: Optional[TreeNode]) -> List[int]:
    return inorder(n.left) + [n.val] + inorder(n.right) if n else []


def preorder(n: Optional[TreeNode]) -> List[int]:
    out, stack = [], [n]
    while stack:
        cur = stack.pop()
        if cur:
            out.append(cur.val)
            stack.append(cur.right)
            stack.append(cur.left)
    return out


def level_order(n: Optional[TreeNode]) -> List[List[int]]:
    levels, frontier = [], [n] if n else []
    while frontier:
        levels.append([x.val for x in frontier])
        frontier = [c for x in frontier for c in (x.left, x.right) if c]
    return levels


def height(n: Optional[TreeNode]) -> int:
    return 0 if n is None else 1 + max(height(n.left), height(n.right))


def is_balanced(n: Optional[TreeNode]) -> bool:
    def check(n):
        if n is None:
            return 0
        l, r = check(n.left), check(n.right)
        if l < 0 or r < 0 or abs(l - r) > 1:
            return -1
        return 1 + max(l, r)
    return check(n) >= 0


def paths(n: Optional[TreeNode], prefix: str = "") -> List[str]:
    if n is None:
        return []
    here = prefix + ("->" if prefix else "") + str(n.val)
    if not n.left and not n.right:
        return [here]
    return paths(n.left, here) + paths(n.right, here)


t = BST()
for v in [50, 30, 70, 20, 40, 60, 80, 35, 45, 65]:
    t.insert(v)
print(inorder(t.root))
print(preorder(t.root))
print(level_order(t.root))
print(height(t.root), is_balanced(t.root), t.size)
print([t.contains(v) for v in (35, 36, 80, 10)])
print(paths(t.root))
skew = BST()
for v in range(6):
    skew.insert(v)
print(height(skew.root), is_balanced(skew.root), level_order(skew.root))
