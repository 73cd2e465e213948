"""Chaos game fractals (Sierpinski, Barnsley fern) with a seeded random.Random, rendered as ASCII."""
import random
from typing import Callable, List, Sequence, Tuple

Point = Tuple[float, float]
Affine = Tuple[float, float, float, float, float, float]

FERN: List[Tuple[float, Affine]] = [
    (0.01, (0.0, 0.0, 0.0, 0.16, 0.0, 0.0)),
    (0.85, (0.85, 0.04, -0.04, 0.85, 0.0, 1.6)),
    (0.07, (0.2, -0.26, 0.23, 0.22, 0.0, 1.6)),
    (0.07, (-0.15, 0.28, 0.26, 0.24, 0.0, 0.44)),
]


def sierpinski(rng: random.Random, n: int) -> List[Point]:
    corners = [(0.0, 0.0), (1.0, 0.0), (0.5, 1.0)]
    x, y = rng.random(), rng.random()
    pts = []
    for _ in range(n):
        cx, cy = rng.choice(corners)
        x, y = (x + cx) / 2, (y + cy) / 2
        pts.append((x, y))
    return pts


def ifs(rng: random.Random, maps: Sequence[Tuple[float, Affine]], n: int) -> List[Point]:
    weights = [w for w, _ in maps]
    transforms = [t for _, t in maps]
    x = y = 0.0
    pts = []
    for t in rng.choices(transforms, weights=weights, k=n):
        a, b, c, d, e, f = t
        x, y = a * x + b * y + e, c * x + d * y + f
        pts.append((x, y))
    return pts


def render(pts: List[Point], w: int, h: int) -> str:
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    grid = [[0] * w for _ in range(h)]
    for x, y in pts:
        col = min(w - 1, int((x - x0) / (x1 - x0) * w))
        row = min(h - 1, int((y1 - y) / (y1 - y0) * h))
        grid[row][col] += 1
    shades = " .:*#"
    return "\n".join("".join(shades[min(4, (v + 2) // 3)] for v in row).rstrip() for row in grid)


def main() -> None:
    rng = random.Random(1234)
    s = sierpinski(rng, 6000)
    print(render(s, 48, 20))
    fern = ifs(rng, FERN, 8000)
    print(render(fern, 40, 24))
    print(f"{sum(x for x, _ in fern) / len(fern):.6f} {max(y for _, y in fern):.6f}")


if __name__ == "__main__":
    main()
