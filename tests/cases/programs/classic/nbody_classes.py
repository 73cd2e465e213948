import math

PI = math.pi
SOLAR_MASS = 4 * PI * PI
DAYS_PER_YEAR = 365.24


class Vec3:
    __slots__ = ("x", "y", "z")

    def __init__(self, x=0.0, y=0.0, z=0.0):
        self.x, self.y, self.z = x, y, z

    def __add__(self, o):
        return Vec3(self.x + o.x, self.y + o.y, self.z + o.z)

    def __sub__(self, o):
        return Vec3(self.x - o.x, self.y - o.y, self.z - o.z)

    def __mul__(self, k):
        return Vec3(self.x * k, self.y * k, self.z * k)

    __rmul__ = __mul__

    def __iadd__(self, o):
        self.x += o.x
        self.y += o.y
        self.z += o.z
        return self

    def __isub__(self, o):
        self.x -= o.x
        self.y -= o.y
        self.z -= o.z
        return self

    def dot(self, o):
        return self.x * o.x + self.y * o.y + self.z * o.z

    def __repr__(self):
        return f"Vec3({self.x:.6f}, {self.y:.6f}, {self.z:.6f})"


class Body:
    def __init__(self, name, pos, vel, mass):
        self.name = name
        self.pos = Vec3(*pos)
        self.vel = Vec3(*vel) * DAYS_PER_YEAR
        self.mass = mass * SOLAR_MASS


class System:
    def __init__(self, bodies):
        self.bodies = bodies
        self.pairs = [(a, b) for i, a in enumerate(bodies) for b in bodies[i + 1:]]
        p = Vec3()
        for b in bodies:
            p += b.vel * b.mass
        sun = bodies[0]
        sun.vel = p * (-1.0 / sun.mass)

    def energy(self):
        e = 0.0
        for b in self.bodies:
            e += 0.5 * b.mass * b.vel.dot(b.vel)
        for a, b in self.pairs:
            d = a.pos - b.pos
            e -= a.mass * b.mass / math.sqrt(d.dot(d))
        return e

    def advance(self, dt, steps):
        for _ in range(steps):
            for a, b in self.pairs:
                d = a.pos - b.pos
                d2 = d.dot(d)
                mag = dt / (d2 * math.sqrt(d2))
                a.vel -= d * (b.mass * mag)
                b.vel += d * (a.mass * mag)
            for b in self.bodies:
                b.pos += b.vel * dt


bodies = [
    Body("sun", (0, 0, 0), (0, 0, 0), 1.0),
    Body("jupiter", (4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01),
         (1.66007664274403694e-03, 7.69901118419740425e-03, -6.90460016972063023e-05),
         9.54791938424326609e-04),
    Body("saturn", (8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01),
         (-2.76742510726862411e-03, 4.99852801234917238e-03, 2.30417297573763929e-05),
         2.85885980666130812e-04),
    Body("uranus", (1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01),
         (2.96460137564761618e-03, 2.37847173959480950e-03, -2.96589568540237556e-05),
         4.36624404335156298e-05),
    Body("neptune", (1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01),
         (2.68067772490389322e-03, 1.62824170038242295e-03, -9.51592254519715870e-05),
         5.15138902046611451e-05),
]
system = System(bodies)
print(f"{system.energy():.9f}")
for _ in range(4):
    system.advance(0.01, 250)
    print(f"{system.energy():.9f}")
for b in bodies:
    print(b.name, b.pos)
