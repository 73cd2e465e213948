import math
from typing import Dict, List, Tuple

READINGS: Dict[str, List[float]] = {
    "Oslo": [-4.3, -3.9, 0.1, 4.5, 10.8, 15.2, 17.7, 16.4, 11.6, 6.3, 0.7, -3.1],
    "Cairo": [14.0, 15.3, 17.6, 21.3, 24.8, 27.0, 28.0, 27.9, 26.2, 23.6, 19.4, 15.6],
    "Lima": [22.4, 23.0, 22.6, 20.9, 19.1, 17.7, 16.8, 16.5, 16.8, 17.7, 19.0, 20.8],
    "Denver": [-0.9, 0.4, 4.3, 8.2, 13.3, 19.1, 22.6, 21.6, 16.8, 10.4, 3.9, -0.9],
}


def c_to_f(c: float) -> float:
    return c * 9 / 5 + 32


def stats(xs: List[float]) -> Tuple[float, float, float, float]:
    m = sum(xs) / len(xs)
    var = sum((x - m) ** 2 for x in xs) / len(xs)
    return min(xs), max(xs), m, math.sqrt(var)


def fit_sine(xs: List[float]) -> Tuple[float, float]:
    n = len(xs)
    a = sum(x * math.cos(2 * math.pi * i / n) for i, x in enumerate(xs)) * 2 / n
    b = sum(x * math.sin(2 * math.pi * i / n) for i, x in enumerate(xs)) * 2 / n
    return math.hypot(a, b), math.degrees(math.atan2(b, a))


print(f"{'city':<8}{'min':>7}{'max':>7}{'mean':>7}{'sd':>7}{'range F':>9}{'amp':>7}{'phase':>8}")
for city, xs in sorted(READINGS.items()):
    lo, hi, m, sd = stats(xs)
    amp, phase = fit_sine(xs)
    print(f"{city:<8}{lo:>7.1f}{hi:>7.1f}{m:>7.2f}{sd:>7.2f}{c_to_f(hi) - c_to_f(lo):>9.2f}"
          f"{amp:>7.2f}{phase:>8.1f}")
for c in (-40, 0, 37, 100):
    print(c, "C =", c_to_f(c), "F", round(c + 273.15, 2), "K")
warmest = max(READINGS, key=lambda c: stats(READINGS[c])[2])
print("warmest:", warmest, "| below zero months:",
      {c: sum(1 for x in xs if x < 0) for c, xs in READINGS.items()})
print(math.isclose(c_to_f(-40), -40), math.floor(-3.5), math.ceil(-3.5), math.trunc(-3.5),
      round(2.5), round(3.5), round(-0.5), math.copysign(1, -0.0), math.fabs(-2))
print(math.pi, math.e, math.tau, math.inf, -math.inf, math.isnan(math.nan))
print(math.exp(1), math.log(100, 10), math.log2(1024), math.log10(0.001), math.pow(2, 0.5))
