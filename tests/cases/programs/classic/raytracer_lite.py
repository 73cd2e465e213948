import math


class Vector:
    def __init__(self, x, y, z):
        self.x, self.y, self.z = x, y, z

    def __add__(self, o):
        return Vector(self.x + o.x, self.y + o.y, self.z + o.z)

    def __sub__(self, o):
        return Vector(self.x - o.x, self.y - o.y, self.z - o.z)

    def scale(self, k):
        return Vector(self.x * k, self.y * k, self.z * k)

    def dot(self, o):
        return self.x * o.x + self.y * o.y + self.z * o.z

    def magnitude(self):
        return math.sqrt(self.dot(self))

    def normalized(self):
        return self.scale(1.0 / self.magnitude())

    def reflect(self, normal):
        return self - normal.scale(2 * self.dot(normal))


class Ray:
    def __init__(self, origin, direction):
        self.origin = origin
        self.direction = direction.normalized()

    def point_at(self, t):
        return self.origin + self.direction.scale(t)


class Sphere:
    def __init__(self, centre, radius, colour, reflect=0.0):
        self.centre = centre
        self.radius = radius
        self.colour = colour
        self.reflect = reflect

    def intersect(self, ray):
        oc = ray.origin - self.centre
        b = oc.dot(ray.direction)
        c = oc.dot(oc) - self.radius * self.radius
        disc = b * b - c
        if disc < 0:
            return None
        t = -b - math.sqrt(disc)
        return t if t > 1e-6 else None

    def normal_at(self, p):
        return (p - self.centre).normalized()


class Plane:
    def __init__(self, point, normal, colour):
        self.point = point
        self.normal = normal.normalized()
        self.colour = colour
        self.reflect = 0.3

    def intersect(self, ray):
        denom = ray.direction.dot(self.normal)
        if abs(denom) < 1e-9:
            return None
        t = (self.point - ray.origin).dot(self.normal) / denom
        return t if t > 1e-6 else None

    def normal_at(self, p):
        return self.normal


class Scene:
    def __init__(self):
        self.objects = []
        self.light = Vector(-5, 8, -6)

    def add(self, obj):
        self.objects.append(obj)
        return self

    def nearest(self, ray):
        best, hit = math.inf, None
        for o in self.objects:
            t = o.intersect(ray)
            if t is not None and t < best:
                best, hit = t, o
        return hit, best

    def trace(self, ray, depth=0):
        obj, t = self.nearest(ray)
        if obj is None:
            return 0.05
        p = ray.point_at(t)
        n = obj.normal_at(p)
        to_light = (self.light - p).normalized()
        shadow, st = self.nearest(Ray(p, to_light))
        lit = 0.0 if shadow is not None and st < (self.light - p).magnitude() else max(0.0, n.dot(to_light))
        value = obj.colour * (0.1 + 0.9 * lit)
        if obj.reflect > 0 and depth < 3:
            value = value * (1 - obj.reflect) + obj.reflect * self.trace(
                Ray(p, ray.direction.reflect(n)), depth + 1)
        return value


scene = Scene()
scene.add(Sphere(Vector(0, 1, 5), 1.0, 0.9, 0.2)).add(Sphere(Vector(-2, 0.5, 6), 0.5, 0.6))
scene.add(Sphere(Vector(2, 0.7, 4), 0.7, 0.8, 0.5)).add(Plane(Vector(0, 0, 0), Vector(0, 1, 0), 0.5))
W, H = 48, 20
eye = Vector(0, 1.5, -2)
shades = " .:-=+*#%@"
total = 0.0
for j in range(H):
    row = []
    for i in range(W):
        x = (i - W / 2) / W * 2.0
        y = (H / 2 - j) / H * 1.2
        v = scene.trace(Ray(eye, Vector(x, y + 1.2, 3) - Vector(0, 1.5, 0) - Vector(0, 0, 0)))
        total += v
        row.append(shades[min(9, int(v * 10))])
    print("".join(row))
print(f"checksum {total:.6f}")
