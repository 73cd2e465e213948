class Node:
    def __init__(self): self.children = []
    def __repr__(self): return f"Node({self.children})"
n = Node()
n.children.append(n.children)
print(n)
class Holder:
    def __init__(self): self.items = []
    def __repr__(self): return f"H{self.items!r}"
h = Holder(); h.items.append(h.items)
print(repr(h))
