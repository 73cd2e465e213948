import copy
class P:
    __slots__ = ('x', 'y')
    def __init__(self, x, y): self.x = x; self.y = y
p = P(1, [2])
q = copy.copy(p)
r = copy.deepcopy(p)
print(q.x, q.y, q.y is p.y, r.y is p.y, r.y)
