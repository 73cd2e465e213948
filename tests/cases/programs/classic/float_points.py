# pyperformance "float"-style benchmark: many Point objects, normalise, maximise.
from math import sin, cos, sqrt


class Point:
    __slots__ = ("x", "y", "z")

    def __init__(self, i):
        self.x = x = sin(i)
        self.y = cos(i) * 3
        self.z = (x * x) / 2

    def __repr__(self):
        return "<Point: x=%s, y=%s, z=%s>" % (self.x, self.y, self.z)

    def normalize(self):
        x = self.x
        y = self.y
        z = self.z
        norm = sqrt(x * x + y * y + z * z)
        self.x /= norm
        self.y /= norm
        self.z /= norm

    def maximize(self, other):
        self.x = self.x if self.x > other.x else other.x
        self.y = self.y if self.y > other.y else other.y
        self.z = self.z if self.z > other.z else other.z
        return self


def maximize(points):
    nxt = points[0]
    for p in points[1:]:
        nxt = nxt.maximize(p)
    return nxt


def benchmark(n):
    points = [None] * n
    for i in range(n):
        points[i] = Point(i)
    for p in points:
        p.normalize()
    return maximize(points)


for n in (10, 1000, 5000):
    print(n, benchmark(n))
print(repr(0.1 + 0.2), 1e16, 1e-7, 123456789.0 * 10, 2.5e-320, float("1e308") * 10)
print(sqrt(2) ** 2 == 2, round(sqrt(2) ** 2, 12), 7.0 / 3, -7.0 // 2, -7.5 % 2)
