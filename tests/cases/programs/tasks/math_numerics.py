"""Numerical methods with the math module: root finding, integration, series, statistics."""
import math
from typing import Callable, List, Sequence, Tuple


def bisect(f: Callable[[float], float], lo: float, hi: float, tol: float = 1e-12) -> float:
    if f(lo) * f(hi) > 0:
        raise ValueError("root is not bracketed")
    while hi - lo > tol:
        mid = (lo + hi) / 2
        if f(lo) * f(mid) <= 0:
            hi = mid
        else:
            lo = mid
    return (lo + hi) / 2


def newton(f, df, x0: float, steps: int = 50) -> Tuple[float, int]:
    x = x0
    for i in range(steps):
        fx = f(x)
        if abs(fx) < 1e-15:
            return x, i
        x -= fx / df(x)
    return x, steps


def simpson(f: Callable[[float], float], a: float, b: float, n: int = 100) -> float:
    if n % 2:
        n += 1
    h = (b - a) / n
    s = f(a) + f(b)
    s += 4 * sum(f(a + i * h) for i in range(1, n, 2))
    s += 2 * sum(f(a + i * h) for i in range(2, n, 2))
    return s * h / 3


def stats(xs: Sequence[float]) -> dict:
    n = len(xs)
    mean = math.fsum(xs) / n
    var = math.fsum((x - mean) ** 2 for x in xs) / (n - 1)
    s = sorted(xs)
    median = s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2
    return {"n": n, "mean": mean, "stdev": math.sqrt(var), "median": median,
            "gmean": math.exp(math.fsum(math.log(x) for x in xs) / n),
            "hmean": n / math.fsum(1 / x for x in xs)}


def main() -> None:
    r = bisect(lambda x: x ** 3 - 2 * x - 5, 2, 3)
    print(r, round(r, 10), f"{r:.15f}")
    print(newton(lambda x: x * x - 2, lambda x: 2 * x, 1.0), math.sqrt(2))
    print(simpson(math.sin, 0, math.pi), simpson(lambda x: math.exp(-x * x), -5, 5, 200) ** 2)
    xs: List[float] = [2.5, 3.7, 1.2, 9.9, 4.4, 4.4, 6.1, 0.3]
    for k, v in stats(xs).items():
        print(f"{k:>6} = {v!r}")
    print(math.factorial(20), math.comb(52, 5), math.perm(10, 3), math.comb(10, 0), math.perm(5))
    print(math.gcd(12, 18, 27), math.lcm(4, 6, 10), math.gcd(), math.lcm(), math.isqrt(10 ** 20 + 1))
    print(math.prod([1.5, 2, 4]), math.prod(range(1, 11)), math.prod([], start=7), math.fsum([0.1] * 10), sum([0.1] * 10))
    print(math.hypot(3, 4, 12), math.dist((1, 2), (4, 6)), math.copysign(3, -0.0), math.fabs(-2))
    print(math.floor(-3.5), math.ceil(-3.5), math.trunc(-3.7), math.modf(-3.25), math.frexp(10.0), math.ldexp(0.625, 4))
    print(math.log(8, 2), math.log2(1024), math.log10(0.001), math.log1p(1e-10), math.expm1(1e-10), math.exp(1))
    print(math.atan2(1, -1), math.degrees(math.pi / 3), math.radians(180), math.asin(1), math.acos(0.5))
    print(math.sinh(1), math.cosh(1), math.tanh(0.5), math.asinh(2), math.acosh(2), math.atanh(0.5))
    print(math.erf(0.5), math.erfc(0.5), math.gamma(5.5), math.lgamma(10), math.gamma(0.5) ** 2)
    print(math.isclose(0.1 + 0.2, 0.3), math.isclose(1, 1.0001, rel_tol=1e-3), math.isclose(0, 1e-10, abs_tol=1e-9))
    print(math.isfinite(1e308 * 10), math.isinf(-math.inf), math.isnan(math.nan), math.nan == math.nan)
    print(math.remainder(10, 3), math.fmod(-10, 3), -10 % 3, math.nextafter(1, 2), math.ulp(1.0))
    print(math.cbrt(27), math.exp2(10), math.tau, math.pi, math.e, math.inf)
    for bad in (lambda: math.sqrt(-1), lambda: math.log(0), lambda: math.factorial(-1),
                lambda: math.comb(3, -1), lambda: math.exp(1000), lambda: math.isqrt(-4),
                lambda: math.factorial(2.5), lambda: math.acos(2)):
        try:
            print(bad())
        except (ValueError, OverflowError, TypeError) as exc:
            print(type(exc).__name__, exc)
    print(bisect(math.cos, 0, 1))


if __name__ == "__main__":
    main()
