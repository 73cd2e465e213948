"""N-body benchmark (the shootout's Jovian planets) using math and itertools.combinations."""
import math
from itertools import combinations
from typing import List, Tuple

PI = math.pi
SOLAR_MASS = 4 * PI * PI
DAYS_PER_YEAR = 365.24

Body = Tuple[List[float], List[float], float]

BODIES = {
    "sun": ([0.0, 0.0, 0.0], [0.0, 0.0, 0.0], SOLAR_MASS),
    "jupiter": ([4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01],
                [1.66007664274403694e-03 * DAYS_PER_YEAR, 7.69901118419740425e-03 * DAYS_PER_YEAR,
                 -6.90460016972063023e-05 * DAYS_PER_YEAR], 9.54791938424326609e-04 * SOLAR_MASS),
    "saturn": ([8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01],
               [-2.76742510726862411e-03 * DAYS_PER_YEAR, 4.99852801234917238e-03 * DAYS_PER_YEAR,
                2.30417297573763929e-05 * DAYS_PER_YEAR], 2.85885980666130812e-04 * SOLAR_MASS),
    "uranus": ([1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01],
               [2.96460137564761618e-03 * DAYS_PER_YEAR, 2.37847173959480950e-03 * DAYS_PER_YEAR,
                -2.96589568540237556e-05 * DAYS_PER_YEAR], 4.36624404335156298e-05 * SOLAR_MASS),
    "neptune": ([1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01],
                [2.68067772490389322e-03 * DAYS_PER_YEAR, 1.62824170038242295e-03 * DAYS_PER_YEAR,
                 -9.51592254519715870e-05 * DAYS_PER_YEAR], 5.15138902046611451e-05 * SOLAR_MASS),
}

SYSTEM: List[Body] = list(BODIES.values())
PAIRS = list(combinations(SYSTEM, 2))


def advance(dt: float, n: int, bodies: List[Body] = SYSTEM, pairs=PAIRS) -> None:
    for _ in range(n):
        for (([x1, y1, z1], v1, m1), ([x2, y2, z2], v2, m2)) in pairs:
            dx, dy, dz = x1 - x2, y1 - y2, z1 - z2
            mag = dt * ((dx * dx + dy * dy + dz * dz) ** -1.5)
            b1m, b2m = m1 * mag, m2 * mag
            v1[0] -= dx * b2m
            v1[1] -= dy * b2m
            v1[2] -= dz * b2m
            v2[0] += dx * b1m
            v2[1] += dy * b1m
            v2[2] += dz * b1m
        for (r, [vx, vy, vz], m) in bodies:
            r[0] += dt * vx
            r[1] += dt * vy
            r[2] += dt * vz


def energy(bodies: List[Body] = SYSTEM, pairs=PAIRS) -> float:
    e = 0.0
    for (((x1, y1, z1), v1, m1), ((x2, y2, z2), v2, m2)) in pairs:
        e -= (m1 * m2) / math.sqrt((x1 - x2) ** 2 + (y1 - y2) ** 2 + (z1 - z2) ** 2)
    for (r, [vx, vy, vz], m) in bodies:
        e += m * (vx * vx + vy * vy + vz * vz) / 2.0
    return e


def offset_momentum(ref: Body, bodies: List[Body] = SYSTEM) -> None:
    px = py = pz = 0.0
    for (r, [vx, vy, vz], m) in bodies:
        px -= vx * m
        py -= vy * m
        pz -= vz * m
    (r, v, m) = ref
    v[0], v[1], v[2] = px / m, py / m, pz / m


def main() -> None:
    offset_momentum(BODIES["sun"])
    print(f"{energy():.9f}")
    for _ in range(4):
        advance(0.01, 1500)
        print(f"{energy():.9f}")
    print([f"{c:.6f}" for c in BODIES["jupiter"][0]])


if __name__ == "__main__":
    main()
