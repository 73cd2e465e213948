from typing import NamedTuple
class Point(NamedTuple):
    x: int
    y: int = 0
p = Point(1, 2)
print(p, p.x, p.y, p[0], p[-1], len(p), Point(5), Point(x=3, y=4))
print(p._asdict(), p._replace(y=9), Point._fields, Point._field_defaults)
a, b = p
print(a, b, p == (1, 2), p == Point(1, 2), hash(p) == hash((1, 2)), list(p), p < Point(1, 3))
