import copy
class Node:
    def __init__(self, v):
        self.v = v
        self.next = None
a = Node(1); b = Node(2)
a.next = b; b.next = a
c = copy.deepcopy(a)
print(c.v, c.next.v, c.next.next is c, c is a)
