# NamedTuple construction errors come from a real __new__(_cls, fields...) and are
# reported at the call site with CPython's messages (defaults give 'from 2 to 4').
from typing import NamedTuple
class Point(NamedTuple):
    x: float
    y: float = 0.0
    label: str = ""
class One(NamedTuple):
    v: int
Pair = NamedTuple("Pair", [("a", int), ("b", str)])
print(Point(1), Point(1, 2, "a"), Point(x=3, label="q"), One(5), One(v=6), Pair(1, "z"), Point.__new__.__qualname__ if hasattr(Point.__new__, "__qualname__") else "")
for bad in (lambda: Point(), lambda: Point(1, 2, 3, 4), lambda: Point(1, x=2), lambda: Point(1, z=2), lambda: One(), lambda: Pair(1)):
    try:
        bad()
    except TypeError as e:
        print(e)
p = Point(1, 2)
print(p._replace(y=5), p._asdict(), Point._make([7, 8, "m"]), p + (9,), p == (1, 2, ""), p._fields, Point._field_defaults)
Point(1, 2, "c", "extra")
