"""Polynomial roots in the complex plane: quadratic formula, Durand-Kerner, roots of unity."""
import cmath
from typing import List


def quadratic(a: float, b: float, c: float) -> List[complex]:
    if a == 0:
        raise ValueError("not a quadratic (a == 0)")
    d = cmath.sqrt(b * b - 4 * a * c)
    return sorted([(-b + d) / (2 * a), (-b - d) / (2 * a)], key=lambda z: (round(z.real, 9), round(z.imag, 9)))


def durand_kerner(coeffs: List[complex], iters: int = 200) -> List[complex]:
    n = len(coeffs) - 1
    lead = coeffs[0]
    monic = [c / lead for c in coeffs]

    def p(x: complex) -> complex:
        acc = 0j
        for c in monic:
            acc = acc * x + c
        return acc

    roots = [(0.4 + 0.9j) ** k for k in range(n)]
    for _ in range(iters):
        new = []
        for i, r in enumerate(roots):
            denom = 1 + 0j
            for j, s in enumerate(roots):
                if i != j:
                    denom *= r - s
            new.append(r - p(r) / denom)
        roots = new
    return sorted((complex(round(r.real, 8) + 0.0, round(r.imag, 8) + 0.0) for r in roots), key=lambda z: (z.real, z.imag))


def fmt(z: complex) -> str:
    return f"{z.real:+.6f}{z.imag:+.6f}j"


def main() -> None:
    for a, b, c in [(1, -3, 2), (1, 2, 5), (2, 0, 8), (1, 0, 0)]:
        print((a, b, c), [fmt(r) for r in quadratic(a, b, c)])
    try:
        quadratic(0, 1, 1)
    except ValueError as e:
        print("ValueError:", e)
    print([fmt(r) for r in durand_kerner([1, -6, 11, -6])])
    print([fmt(r) for r in durand_kerner([1, 0, 0, 0, -1])])
    unity = [cmath.rect(1, 2 * cmath.pi * k / 6) for k in range(6)]
    print([fmt(z) for z in unity], fmt(sum(unity)))
    prod = 1 + 0j
    for z in unity:
        prod *= z
    print(fmt(prod), all(cmath.isclose(z ** 6, 1) for z in unity))
    print(complex(1, 2) * complex(3, -1), (1 + 2j) / (3 - 4j), (1j) ** 2, abs(-3j), (2 + 0j) ** 0.5, divmod(7, 2))
    print(complex("1+2j"), complex(" -3.5j "), repr(complex(0, -0.0)), (1 + 1j).conjugate(), hash(2 + 0j) == hash(2))


if __name__ == "__main__":
    main()
