class Node:
    __match_args__ = ("value", "children")
    def __init__(self, value, children=()):
        self.value = value
        self.children = list(children)
def depth(n):
    match n:
        case Node(_, []):
            return 1
        case Node(_, [*kids]):
            return 1 + max(depth(k) for k in kids)
tree = Node(1, [Node(2), Node(3, [Node(4, [Node(5)])])])
print(depth(tree))
match tree:
    case Node(1, [Node(2), Node(v, [Node(w, _)])]):
        print("deep", v, w)
