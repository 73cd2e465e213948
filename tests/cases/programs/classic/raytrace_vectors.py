"""A small ray tracer with operator-overloaded vectors, spheres, planes and ASCII shading."""
import math
from typing import List, Optional, Tuple


class Vector:
    __slots__ = ("x", "y", "z")

    def __init__(self, x: float, y: float, z: float) -> None:
        self.x, self.y, self.z = x, y, z

    def __add__(self, o: "Vector") -> "Vector":
        return Vector(self.x + o.x, self.y + o.y, self.z + o.z)

    def __sub__(self, o: "Vector") -> "Vector":
        return Vector(self.x - o.x, self.y - o.y, self.z - o.z)

    def __mul__(self, k: float) -> "Vector":
        return Vector(self.x * k, self.y * k, self.z * k)

    __rmul__ = __mul__

    def __truediv__(self, k: float) -> "Vector":
        return Vector(self.x / k, self.y / k, self.z / k)

    def __neg__(self) -> "Vector":
        return Vector(-self.x, -self.y, -self.z)

    def __matmul__(self, o: "Vector") -> float:
        return self.x * o.x + self.y * o.y + self.z * o.z

    def __abs__(self) -> float:
        return math.sqrt(self @ self)

    def cross(self, o: "Vector") -> "Vector":
        return Vector(self.y * o.z - self.z * o.y, self.z * o.x - self.x * o.z,
                      self.x * o.y - self.y * o.x)

    def normalized(self) -> "Vector":
        return self / abs(self)

    def __iter__(self):
        yield self.x
        yield self.y
        yield self.z

    def __eq__(self, o: object) -> bool:
        return isinstance(o, Vector) and tuple(self) == tuple(o)

    def __repr__(self) -> str:
        return "Vector({:.3f}, {:.3f}, {:.3f})".format(*self)


class Ray:
    def __init__(self, origin: Vector, direction: Vector) -> None:
        self.origin = origin
        self.direction = direction.normalized()

    def at(self, t: float) -> Vector:
        return self.origin + self.direction * t


class Hit:
    def __init__(self, t: float, point: Vector, normal: Vector, obj: "Thing") -> None:
        self.t, self.point, self.normal, self.obj = t, point, normal, obj


class Thing:
    reflectivity = 0.0

    def intersect(self, ray: Ray) -> Optional[Hit]:
        raise NotImplementedError

    def color(self, p: Vector) -> float:
        return 1.0


class Sphere(Thing):
    def __init__(self, center: Vector, radius: float, reflectivity: float = 0.3) -> None:
        self.center = center
        self.radius = radius
        self.reflectivity = reflectivity

    def intersect(self, ray: Ray) -> Optional[Hit]:
        oc = ray.origin - self.center
        b = oc @ ray.direction
        c = oc @ oc - self.radius ** 2
        disc = b * b - c
        if disc < 0:
            return None
        sq = math.sqrt(disc)
        for t in (-b - sq, -b + sq):
            if t > 1e-6:
                p = ray.at(t)
                return Hit(t, p, (p - self.center).normalized(), self)
        return None


class Plane(Thing):
    def __init__(self, normal: Vector, offset: float) -> None:
        self.normal = normal.normalized()
        self.offset = offset
        self.reflectivity = 0.1

    def intersect(self, ray: Ray) -> Optional[Hit]:
        denom = self.normal @ ray.direction
        if abs(denom) < 1e-9:
            return None
        t = -(self.normal @ ray.origin + self.offset) / denom
        if t <= 1e-6:
            return None
        return Hit(t, ray.at(t), self.normal, self)

    def color(self, p: Vector) -> float:
        return 1.0 if (math.floor(p.x) + math.floor(p.z)) % 2 == 0 else 0.4


class Scene:
    def __init__(self, things: List[Thing], light: Vector) -> None:
        self.things = things
        self.light = light

    def closest(self, ray: Ray) -> Optional[Hit]:
        best: Optional[Hit] = None
        for th in self.things:
            h = th.intersect(ray)
            if h is not None and (best is None or h.t < best.t):
                best = h
        return best

    def trace(self, ray: Ray, depth: int = 0) -> float:
        hit = self.closest(ray)
        if hit is None:
            return 0.05
        to_light = (self.light - hit.point).normalized()
        shadow = self.closest(Ray(hit.point, to_light))
        lit = 0.0 if shadow is not None and shadow.t < abs(self.light - hit.point) else 1.0
        diffuse = max(0.0, hit.normal @ to_light) * lit
        value = 0.1 + 0.9 * diffuse * hit.obj.color(hit.point)
        if depth < 2 and hit.obj.reflectivity > 0:
            d = ray.direction
            refl = d - hit.normal * (2 * (d @ hit.normal))
            value = value * (1 - hit.obj.reflectivity) + hit.obj.reflectivity * self.trace(Ray(hit.point, refl), depth + 1)
        return value


def render(scene: Scene, w: int, h: int) -> Tuple[List[str], float]:
    shades = " .:-=+*#%@"
    eye = Vector(0, 1.2, -4)
    rows = []
    total = 0.0
    for j in range(h):
        row = []
        for i in range(w):
            x = (i - w / 2) / (w / 2) * 1.6
            y = -(j - h / 2) / (h / 2)
            v = scene.trace(Ray(eye, Vector(x, y, 2.5)))
            total += v
            row.append(shades[min(len(shades) - 1, int(v * len(shades)))])
        rows.append("".join(row))
    return rows, total


def main() -> None:
    scene = Scene([Plane(Vector(0, 1, 0), 0), Sphere(Vector(0, 1, 1.5), 1.0),
                   Sphere(Vector(-1.8, 0.6, 2.5), 0.6, 0.6), Sphere(Vector(1.6, 0.5, 0.8), 0.5, 0.0)],
                  Vector(-3, 6, -3))
    rows, total = render(scene, 40, 18)
    print("\n".join(rows))
    print(f"mean brightness {total / (40 * 18):.6f}")
    a, b = Vector(1, 2, 3), Vector(-2, 0.5, 4)
    print(a + b, a - b, 2 * a, a * 0.5, -a, a @ b, abs(b), a.cross(b), a == Vector(1, 2, 3))
    print(list(a), max(b), sorted(b), a / 3)


if __name__ == "__main__":
    main()
