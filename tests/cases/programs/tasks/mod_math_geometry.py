"""Computational geometry helpers with math: polygons, triangles, convex hull."""
import math
from typing import List, Sequence, Tuple

Point = Tuple[float, float]


def polygon_area(pts: Sequence[Point]) -> float:
    return abs(math.fsum(x1 * y2 - x2 * y1 for (x1, y1), (x2, y2) in zip(pts, pts[1:] + pts[:1]))) / 2


def perimeter(pts: Sequence[Point]) -> float:
    return math.fsum(math.dist(a, b) for a, b in zip(pts, pts[1:] + pts[:1]))


def triangle_angles(a: Point, b: Point, c: Point) -> List[float]:
    la, lb, lc = math.dist(b, c), math.dist(a, c), math.dist(a, b)
    A = math.degrees(math.acos((lb ** 2 + lc ** 2 - la ** 2) / (2 * lb * lc)))
    B = math.degrees(math.acos((la ** 2 + lc ** 2 - lb ** 2) / (2 * la * lc)))
    return [round(A, 6), round(B, 6), round(180 - A - B, 6)]


def convex_hull(points: List[Point]) -> List[Point]:
    pts = sorted(set(points))
    if len(pts) <= 2:
        return pts

    def cross(o: Point, a: Point, b: Point) -> float:
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower: List[Point] = []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    upper: List[Point] = []
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


def rotate(p: Point, deg: float) -> Point:
    t = math.radians(deg)
    return (round(p[0] * math.cos(t) - p[1] * math.sin(t), 9) + 0.0, round(p[0] * math.sin(t) + p[1] * math.cos(t), 9) + 0.0)


def main() -> None:
    square = [(0.0, 0.0), (4.0, 0.0), (4.0, 4.0), (0.0, 4.0)]
    print("area:", polygon_area(square), "perimeter:", perimeter(square))
    print("angles:", triangle_angles((0, 0), (4, 0), (0, 3)))
    pts = [(0, 0), (1, 1), (2, 2), (2, 0), (2, 4), (3, 3), (0, 4), (1, 2), (4, 2)]
    hull = convex_hull(pts)
    print("hull:", hull, "area:", polygon_area(hull))
    print([rotate((1, 0), d) for d in (0, 90, 180, 270, 45)])
    print(math.hypot(3, 4, 12), math.isclose(0.1 + 0.2, 0.3), math.isclose(1e-10, 0, abs_tol=1e-9))
    print(math.comb(10, 3), math.perm(5, 2), math.factorial(12), math.gcd(84, 36, 120), math.lcm(4, 6, 10))
    print(math.prod([1, 2, 3, 4]), math.isqrt(10 ** 12 + 1), math.fsum([0.1] * 10), sum([0.1] * 10))
    print(math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.5), round(2.5), round(3.5), round(-0.5))
    print(math.copysign(3, -0.0), math.fmod(-7, 3), -7 % 3, math.remainder(7, 3), math.modf(3.75))
    print(math.log(8, 2), math.log10(1000), math.log2(1024), math.exp(1) == math.e, round(math.tau, 10))
    print(math.atan2(1, -1), math.degrees(math.pi / 6), math.inf > 1e308, math.isnan(math.nan))
    print(math.frexp(12.0), math.ldexp(0.75, 4), math.nextafter(1.0, 2.0) - 1.0, math.ulp(1.0))
    for bad in [(math.sqrt, -1), (math.log, 0), (math.acos, 2), (math.factorial, -3)]:
        try:
            bad[0](bad[1])
        except ValueError as e:
            print(f"{bad[0].__name__}: ValueError: {e}")
    try:
        math.comb(3, -1)
    except ValueError as e:
        print("ValueError:", e)
    try:
        math.exp(1000)
    except OverflowError as e:
        print("OverflowError:", e)


if __name__ == "__main__":
    main()
