"""A small raytracer with frozen dataclass vectors, math and an ASCII framebuffer."""
import math
from dataclasses import dataclass
from typing import List, Optional, Tuple


@dataclass(frozen=True)
class Vec:
    x: float
    y: float
    z: float

    def __add__(self, o: "Vec") -> "Vec":
        return Vec(self.x + o.x, self.y + o.y, self.z + o.z)

    def __sub__(self, o: "Vec") -> "Vec":
        return Vec(self.x - o.x, self.y - o.y, self.z - o.z)

    def __mul__(self, k: float) -> "Vec":
        return Vec(self.x * k, self.y * k, self.z * k)

    def dot(self, o: "Vec") -> float:
        return self.x * o.x + self.y * o.y + self.z * o.z

    def norm(self) -> "Vec":
        m = math.sqrt(self.dot(self))
        return Vec(self.x / m, self.y / m, self.z / m)


@dataclass(frozen=True)
class Sphere:
    center: Vec
    radius: float
    shine: float

    def hit(self, origin: Vec, d: Vec) -> Optional[float]:
        oc = origin - self.center
        b = oc.dot(d)
        c = oc.dot(oc) - self.radius * self.radius
        disc = b * b - c
        if disc < 0:
            return None
        t = -b - math.sqrt(disc)
        return t if t > 1e-6 else None


SCENE = [Sphere(Vec(0, -0.2, 3), 1.0, 0.6), Sphere(Vec(-1.6, 0.4, 4.5), 0.8, 0.2), Sphere(Vec(0, -101, 3), 100, 0.0)]
LIGHT = Vec(-3, 4, -2)


def trace(origin: Vec, d: Vec, depth: int = 0) -> float:
    best: Tuple[float, Optional[Sphere]] = (math.inf, None)
    for s in SCENE:
        t = s.hit(origin, d)
        if t is not None and t < best[0]:
            best = (t, s)
    t, s = best
    if s is None:
        return 0.1
    p = origin + d * t
    n = (p - s.center).norm()
    to_light = (LIGHT - p).norm()
    shadow = any(o.hit(p, to_light) for o in SCENE if o is not s)
    diffuse = 0.0 if shadow else max(0.0, n.dot(to_light))
    color = 0.1 + 0.9 * diffuse
    if s.shine and depth < 2:
        r = d - n * (2 * d.dot(n))
        color = color * (1 - s.shine) + trace(p, r.norm(), depth + 1) * s.shine
    return color


def render(w: int, h: int) -> List[str]:
    shades = " .:-=+*#%@"
    eye = Vec(0, 0, -1)
    rows = []
    for j in range(h):
        row = []
        for i in range(w):
            x = (i - w / 2) / (w / 2) * 1.2
            y = -(j - h / 2) / (h / 2) * 0.7
            c = trace(eye, Vec(x, y, 1).norm())
            row.append(shades[min(9, int(c * 9.99))])
        rows.append("".join(row).rstrip())
    return rows


def main() -> None:
    img = render(72, 28)
    print("\n".join(img))
    print(sum(len(r.strip()) for r in img), round(trace(Vec(0, 0, -1), Vec(0, 0, 1)), 9))


if __name__ == "__main__":
    main()
