"""Spectral norm benchmark written with map, zip, itertools and operator."""
import math
from itertools import starmap, repeat
from operator import mul
from typing import List


def eval_a(i: int, j: int) -> float:
    return 1.0 / ((i + j) * (i + j + 1) // 2 + i + 1)


def eval_times_u(fn, u: List[float]) -> List[float]:
    return [fn(i, u) for i in range(len(u))]


def part_a_times_u(i: int, u: List[float]) -> float:
    return math.fsum(starmap(mul, zip(map(eval_a, repeat(i), range(len(u))), u)))


def part_at_times_u(i: int, u: List[float]) -> float:
    return math.fsum(starmap(mul, zip(map(eval_a, range(len(u)), repeat(i)), u)))


def eval_ata_times_u(u: List[float]) -> List[float]:
    return eval_times_u(part_at_times_u, eval_times_u(part_a_times_u, u))


def spectral_norm(n: int, iterations: int = 10) -> float:
    u = [1.0] * n
    v = u
    for _ in range(iterations):
        v = eval_ata_times_u(u)
        u = eval_ata_times_u(v)
    vbv = math.fsum(map(mul, u, v))
    vv = math.fsum(map(mul, v, v))
    return math.sqrt(vbv / vv)


def main() -> None:
    for n in (10, 50, 100):
        print(f"n={n}: {spectral_norm(n):.9f}")


if __name__ == "__main__":
    main()
