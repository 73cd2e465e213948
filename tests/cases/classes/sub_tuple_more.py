class Point(tuple):
    __slots__ = ()
    def __new__(cls, x, y):
        return tuple.__new__(cls, (x, y))
    x = property(lambda self: self[0])
    y = property(lambda self: self[1])
    def __add__(self, o): return Point(self.x + o.x, self.y + o.y)
    def __repr__(self): return f"Point(x={self.x}, y={self.y})"
p = Point(1, 2) + Point(3, 4)
print(p, p.x, p.y, p == (4, 6), len(p), list(p), p[0], hash(p) == hash((4, 6)), p[::-1])
x, y = p
print(x, y, tuple(p), sorted([Point(2, 1), Point(1, 5)]), {p: 'here'}[(4, 6)], p.index(6), p.count(4))
try:
    p.z = 1
except AttributeError as e:
    print(e)
print(max(p), min(p), sum(p), 4 in p, isinstance(p, tuple), '%s-%s' % p)
