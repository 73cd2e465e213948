"""N-body simulation of the Jovian planets, with classes and energy report (classic shootout)."""
import math
from typing import List, Tuple

PI = math.pi
SOLAR_MASS = 4 * PI * PI
DAYS_PER_YEAR = 365.24


class Body:
    __slots__ = ("name", "pos", "vel", "mass")

    def __init__(self, name: str, pos: List[float], vel: List[float], mass: float) -> None:
        self.name = name
        self.pos = pos
        self.vel = [v * DAYS_PER_YEAR for v in vel]
        self.mass = mass * SOLAR_MASS

    def kinetic(self) -> float:
        return 0.5 * self.mass * sum(v * v for v in self.vel)

    def __repr__(self) -> str:
        return f"{self.name}({', '.join(f'{p:.4f}' for p in self.pos)})"


class System:
    def __init__(self, bodies: List[Body]) -> None:
        self.bodies = bodies
        self.pairs: List[Tuple[Body, Body]] = [
            (bodies[i], bodies[j]) for i in range(len(bodies)) for j in range(i + 1, len(bodies))]

    def offset_momentum(self) -> None:
        px = py = pz = 0.0
        for b in self.bodies:
            px += b.vel[0] * b.mass
            py += b.vel[1] * b.mass
            pz += b.vel[2] * b.mass
        sun = self.bodies[0]
        sun.vel = [-px / SOLAR_MASS, -py / SOLAR_MASS, -pz / SOLAR_MASS]

    def energy(self) -> float:
        e = sum(b.kinetic() for b in self.bodies)
        for b1, b2 in self.pairs:
            dx, dy, dz = (a - b for a, b in zip(b1.pos, b2.pos))
            e -= b1.mass * b2.mass / math.sqrt(dx * dx + dy * dy + dz * dz)
        return e

    def advance(self, dt: float, n: int) -> None:
        pairs = self.pairs
        bodies = self.bodies
        for _ in range(n):
            for b1, b2 in pairs:
                (x1, y1, z1), (x2, y2, z2) = b1.pos, b2.pos
                dx, dy, dz = x1 - x2, y1 - y2, z1 - z2
                d2 = dx * dx + dy * dy + dz * dz
                mag = dt * d2 ** -1.5
                m1, m2 = b1.mass * mag, b2.mass * mag
                v1, v2 = b1.vel, b2.vel
                v1[0] -= dx * m2
                v1[1] -= dy * m2
                v1[2] -= dz * m2
                v2[0] += dx * m1
                v2[1] += dy * m1
                v2[2] += dz * m1
            for b in bodies:
                p, v = b.pos, b.vel
                p[0] += dt * v[0]
                p[1] += dt * v[1]
                p[2] += dt * v[2]


def make_system() -> System:
    return System([
        Body("sun", [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], 1.0),
        Body("jupiter", [4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01],
             [1.66007664274403694e-03, 7.69901118419740425e-03, -6.90460016972063023e-05],
             9.54791938424326609e-04),
        Body("saturn", [8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01],
             [-2.76742510726862411e-03, 4.99852801234917238e-03, 2.30417297573763929e-05],
             2.85885980666130812e-04),
        Body("uranus", [1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01],
             [2.96460137564761618e-03, 2.37847173959480950e-03, -2.96589568540237556e-05],
             4.36624404335156298e-05),
        Body("neptune", [1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01],
             [2.68067772490389322e-03, 1.62824170038242295e-03, -9.51592254519715870e-05],
             5.15138902046611451e-05),
    ])


def main() -> None:
    system = make_system()
    system.offset_momentum()
    print(f"{system.energy():.9f}")
    for step in range(4):
        system.advance(0.01, 250)
        print(f"{system.energy():.9f}", system.energy())
    print(system.bodies[1])
    print([round(v, 12) for v in system.bodies[0].vel])
    print(repr(SOLAR_MASS), DAYS_PER_YEAR * 2, 1 / 3, 2 / 3, 1e16, 1e-7, 123456789.0 * 10)


if __name__ == "__main__":
    main()
