"""The 'float' benchmark: many Point objects, normalize, maximize; plus chaos-like affine maps."""
import math
from typing import List, Tuple


class Point:
    __slots__ = ("x", "y", "z")

    def __init__(self, i: float) -> None:
        self.x = x = math.sin(i)
        self.y = math.cos(i) * 3
        self.z = (x * x) / 2

    def __repr__(self) -> str:
        return f"<Point: x={self.x}, y={self.y}, z={self.z}>"

    def normalize(self) -> None:
        x, y, z = self.x, self.y, self.z
        norm = math.sqrt(x * x + y * y + z * z)
        self.x /= norm
        self.y /= norm
        self.z /= norm

    def maximize(self, other: "Point") -> "Point":
        self.x = self.x if self.x > other.x else other.x
        self.y = self.y if self.y > other.y else other.y
        self.z = self.z if self.z > other.z else other.z
        return self


def maximize(points: List[Point]) -> Point:
    nxt = points[0]
    for p in points[1:]:
        nxt = nxt.maximize(p)
    return nxt


def benchmark(n: int) -> Point:
    points = [Point(i) for i in range(n)]
    for p in points:
        p.normalize()
    return maximize(points)


class Affine:
    def __init__(self, a: float, b: float, c: float, d: float, e: float, f: float, weight: float) -> None:
        self.m = (a, b, c, d, e, f)
        self.weight = weight

    def __call__(self, x: float, y: float) -> Tuple[float, float]:
        a, b, c, d, e, f = self.m
        return a * x + b * y + e, c * x + d * y + f


def chaos_game(maps: List[Affine], steps: int, w: int = 32, h: int = 16) -> List[str]:
    state = 12345
    x = y = 0.0
    grid = [[" "] * w for _ in range(h)]
    total = sum(m.weight for m in maps)
    for step in range(steps):
        state = (state * 69069 + 1) % 2 ** 32
        r = state / 2 ** 32 * total
        for m in maps:
            r -= m.weight
            if r <= 0:
                break
        x, y = m(x, y)
        if step > 10:
            col = int((x + 2.5) / 5.5 * (w - 1))
            row = int((1 - y / 10.0) * (h - 1))
            if 0 <= row < h and 0 <= col < w:
                grid[row][col] = "*"
    return ["".join(r).rstrip() for r in grid]


def main() -> None:
    for n in (10, 1000, 5000):
        print(benchmark(n))
    fern = [Affine(0, 0, 0, 0.16, 0, 0, 0.01), Affine(0.85, 0.04, -0.04, 0.85, 0, 1.6, 0.85),
            Affine(0.2, -0.26, 0.23, 0.22, 0, 1.6, 0.07), Affine(-0.15, 0.28, 0.26, 0.24, 0, 0.44, 0.07)]
    for line in chaos_game(fern, 4000):
        print(line)
    print(math.sin(1e10), math.cos(-1e-300), math.sqrt(1e-320), 5e-324, 2.0 ** 0.5, 10 ** 0.5, 1 / 7)


if __name__ == "__main__":
    main()
