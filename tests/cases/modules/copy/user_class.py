import copy
class P:
    def __init__(self, x, items):
        self.x = x
        self.items = items
    def __repr__(self):
        return f'P({self.x}, {self.items})'
p = P(1, [1, 2])
q = copy.copy(p)
r = copy.deepcopy(p)
p.items.append(3)
print(p, q, r, type(q).__name__, q is p, q.items is p.items, r.items is p.items)
