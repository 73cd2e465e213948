"""A recursive radix-2 FFT with cmath, used to multiply polynomials and find a dominant frequency."""
import cmath
import math
from typing import List


def fft(a: List[complex], invert: bool = False) -> List[complex]:
    n = len(a)
    if n == 1:
        return a[:]
    if n & (n - 1):
        raise ValueError(f"length {n} is not a power of two")
    even = fft(a[0::2], invert)
    odd = fft(a[1::2], invert)
    sign = 1 if invert else -1
    out = [0j] * n
    for k in range(n // 2):
        t = cmath.exp(sign * 2j * cmath.pi * k / n) * odd[k]
        out[k] = even[k] + t
        out[k + n // 2] = even[k] - t
    return out


def poly_mul(p: List[int], q: List[int]) -> List[int]:
    n = 1
    while n < len(p) + len(q):
        n *= 2
    fp = fft([complex(x) for x in p] + [0j] * (n - len(p)))
    fq = fft([complex(x) for x in q] + [0j] * (n - len(q)))
    prod = fft([x * y for x, y in zip(fp, fq)], invert=True)
    return [round(c.real / n) for c in prod[: len(p) + len(q) - 1]]


def main() -> None:
    print(poly_mul([1, 2, 3], [4, 5]), poly_mul([1, 1], [1, 1]), poly_mul([9] * 5, [9] * 5))
    n = 64
    signal = [math.sin(2 * math.pi * 5 * t / n) + 0.5 * math.sin(2 * math.pi * 12 * t / n) for t in range(n)]
    spec = fft([complex(s) for s in signal])
    mags = [abs(c) for c in spec[: n // 2]]
    top = sorted(range(len(mags)), key=lambda k: -mags[k])[:2]
    print("peaks:", sorted(top), [round(mags[k], 6) for k in sorted(top)])
    z = 3 + 4j
    print(abs(z), cmath.phase(z), cmath.polar(z), cmath.rect(2, cmath.pi / 2))
    print(cmath.sqrt(-1), cmath.exp(1j * cmath.pi), cmath.log(-1), cmath.log10(100j))
    print(cmath.isclose(cmath.exp(1j * cmath.pi), -1, abs_tol=1e-12), cmath.isinf(complex("inf+1j")), cmath.isnan(complex("nan")))
    print(cmath.sin(1 + 1j), cmath.acos(2), cmath.atanh(0.5), cmath.tau, cmath.infj)
    try:
        fft([1j] * 3)
    except ValueError as e:
        print("ValueError:", e)
    try:
        cmath.log(0)
    except ValueError as e:
        print("ValueError:", e)


if __name__ == "__main__":
    main()
