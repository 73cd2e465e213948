import math
from typing import Dict, List, Tuple

SCORES: Dict[str, List[int]] = {
    "alice": [88, 92, 79, 95, 90],
    "bob": [72, 65, 80, 70, 68],
    "carol": [95, 98, 100, 97, 99],
    "dave": [55, 62, 48, 70, 60],
    "erin": [81, 85, 83, 88, 79],
    "frank": [90, 70, 90, 70, 90],
}


def mean(xs: List[float]) -> float:
    return sum(xs) / len(xs)


def median(xs: List[float]) -> float:
    s = sorted(xs)
    n = len(s)
    mid = n // 2
    return s[mid] if n % 2 else (s[mid - 1] + s[mid]) / 2


def stdev(xs: List[float]) -> float:
    m = mean(xs)
    return math.sqrt(sum((x - m) ** 2 for x in xs) / (len(xs) - 1))


def letter(avg: float) -> str:
    for cutoff, grade in ((90, "A"), (80, "B"), (70, "C"), (60, "D")):
        if avg >= cutoff:
            return grade
    return "F"


def percentile_rank(value: float, population: List[float]) -> float:
    below = sum(1 for p in population if p < value)
    equal = sum(1 for p in population if p == value)
    return 100.0 * (below + 0.5 * equal) / len(population)


averages: Dict[str, float] = {name: mean(s) for name, s in SCORES.items()}
all_avgs = list(averages.values())
print(f"{'name':<7}{'avg':>7}{'med':>7}{'sd':>7}  grade  pct")
for name in sorted(SCORES, key=lambda n: -averages[n]):
    s = SCORES[name]
    print(f"{name:<7}{averages[name]:>7.2f}{median(s):>7.1f}{stdev(s):>7.2f}  {letter(averages[name]):^5}"
          f"  {percentile_rank(averages[name], all_avgs):.1f}")
dist: Dict[str, int] = {}
for a in all_avgs:
    g = letter(a)
    dist[g] = dist.get(g, 0) + 1
print(dict(sorted(dist.items())))
per_test: List[Tuple[int, float]] = [(i + 1, mean([s[i] for s in SCORES.values()])) for i in range(5)]
hardest = min(per_test, key=lambda t: t[1])
print("per test:", [(i, round(m, 2)) for i, m in per_test], "hardest:", hardest[0])
print(f"class mean {mean(all_avgs):.3f}, sd {stdev(all_avgs):.3f}, fsum {math.fsum(all_avgs)}")
z = {n: round((averages[n] - mean(all_avgs)) / stdev(all_avgs), 3) for n in SCORES}
print(z)
