class Node:
    def __init__(self, key, left=None, right=None):
        self.key = key
        self.left = left
        self.right = right

class BST:
    def __init__(self):
        self.root = None
        self.size = 0

    def insert(self, key):
        def _ins(node, key):
            if node is None:
                self.size += 1
                return Node(key)
            if key < node.key:
                node.left = _ins(node.left, key)
            elif key > node.key:
                node.right = _ins(node.right, key)
            return node
        self.root = _ins(self.root, key)

    def inorder(self):
        out = []
        def walk(n):
            if n:
                walk(n.left)
                out.append(n.key)
                walk(n.right)
        walk(self.root)
        return out

    def height(self, n=None, first=True):
        if first:
            n = self.root
        if n is None:
            return 0
        return 1 + max(self.height(n.left, False), self.height(n.right, False))

    def __len__(self):
        return self.size

    def __contains__(self, key):
        n = self.root
        while n:
            if key == n.key:
                return True
            n = n.left if key < n.key else n.right
        return False

t = BST()
for k in [50, 30, 70, 20, 40, 60, 80, 30, 65]:
    t.insert(k)
print(t.inorder(), len(t), t.height(), 65 in t, 66 in t)
