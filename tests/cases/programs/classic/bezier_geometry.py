"""Computational geometry: Bezier curves, convex hull, polygon area/centroid, segment intersection."""
import math
from typing import List, Optional, Sequence, Tuple


class Vec:
    __slots__ = ("x", "y")

    def __init__(self, x: float, y: float) -> None:
        self.x = float(x)
        self.y = float(y)

    def __add__(self, o: "Vec") -> "Vec":
        return Vec(self.x + o.x, self.y + o.y)

    def __sub__(self, o: "Vec") -> "Vec":
        return Vec(self.x - o.x, self.y - o.y)

    def __mul__(self, k: float) -> "Vec":
        return Vec(self.x * k, self.y * k)

    __rmul__ = __mul__

    def cross(self, o: "Vec") -> float:
        return self.x * o.y - self.y * o.x

    def dot(self, o: "Vec") -> float:
        return self.x * o.x + self.y * o.y

    def __abs__(self) -> float:
        return math.hypot(self.x, self.y)

    def __eq__(self, o: object) -> bool:
        return isinstance(o, Vec) and (self.x, self.y) == (o.x, o.y)

    def __hash__(self) -> int:
        return hash((self.x, self.y))

    def __lt__(self, o: "Vec") -> bool:
        return (self.x, self.y) < (o.x, o.y)

    def __iter__(self):
        yield self.x
        yield self.y

    def __repr__(self) -> str:
        return f"Vec({self.x:g}, {self.y:g})"


def bezier(points: Sequence[Vec], t: float) -> Vec:
    pts = list(points)
    while len(pts) > 1:
        pts = [a * (1 - t) + b * t for a, b in zip(pts, pts[1:])]
    return pts[0]


def arc_length(points: Sequence[Vec], n: int = 200) -> float:
    samples = [bezier(points, i / n) for i in range(n + 1)]
    return sum(abs(b - a) for a, b in zip(samples, samples[1:]))


def convex_hull(points: List[Vec]) -> List[Vec]:
    pts = sorted(set(points))
    if len(pts) <= 2:
        return pts

    def half(seq):
        out: List[Vec] = []
        for p in seq:
            while len(out) >= 2 and (out[-1] - out[-2]).cross(p - out[-2]) <= 0:
                out.pop()
            out.append(p)
        return out

    lower, upper = half(pts), half(reversed(pts))
    return lower[:-1] + upper[:-1]


def area_centroid(poly: Sequence[Vec]) -> Tuple[float, Vec]:
    a = cx = cy = 0.0
    for p, q in zip(poly, list(poly[1:]) + [poly[0]]):
        c = p.cross(q)
        a += c
        cx += (p.x + q.x) * c
        cy += (p.y + q.y) * c
    a /= 2
    return a, Vec(cx / (6 * a), cy / (6 * a))


def intersect(p1: Vec, p2: Vec, p3: Vec, p4: Vec) -> Optional[Vec]:
    d1, d2 = p2 - p1, p4 - p3
    denom = d1.cross(d2)
    if abs(denom) < 1e-12:
        return None
    t = (p3 - p1).cross(d2) / denom
    u = (p3 - p1).cross(d1) / denom
    if 0 <= t <= 1 and 0 <= u <= 1:
        return p1 + d1 * t
    return None


def main() -> None:
    ctrl = [Vec(0, 0), Vec(1, 2), Vec(3, 3), Vec(4, 0)]
    for t in (0, 0.25, 0.5, 0.75, 1):
        p = bezier(ctrl, t)
        print(f"t={t:<4} -> ({p.x:.4f}, {p.y:.4f})")
    print(f"length ~ {arc_length(ctrl):.6f}")
    pts = [Vec((i * 7) % 11, (i * 5) % 13) for i in range(30)] + [Vec(5, 6), Vec(0, 0)]
    hull = convex_hull(pts)
    print(hull)
    a, c = area_centroid(hull)
    print(f"area={a:.3f} centroid=({c.x:.4f}, {c.y:.4f})")
    square = [Vec(0, 0), Vec(2, 0), Vec(2, 2), Vec(0, 2)]
    print(area_centroid(square), area_centroid(list(reversed(square)))[0])
    print(intersect(Vec(0, 0), Vec(4, 4), Vec(0, 4), Vec(4, 0)), intersect(Vec(0, 0), Vec(1, 1), Vec(2, 2), Vec(3, 3)),
          intersect(Vec(0, 0), Vec(1, 0), Vec(0, 1), Vec(1, 2)))
    print(sorted(pts)[:3], len(set(pts)), max(pts), min(pts, key=abs), abs(Vec(3, 4)), tuple(Vec(1, 2)))
    print(convex_hull([Vec(1, 1)]), convex_hull([Vec(0, 0), Vec(1, 1), Vec(2, 2)]))
    area_centroid([Vec(0, 0), Vec(1, 1), Vec(2, 2)])


if __name__ == "__main__":
    main()
