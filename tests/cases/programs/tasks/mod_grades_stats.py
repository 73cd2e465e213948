"""A grade report with statistics and exact fractions."""
import statistics
from fractions import Fraction
from typing import Dict, List

SCORES: Dict[str, List[int]] = {
    "alice": [88, 92, 79, 95],
    "bob": [72, 65, 80, 70],
    "carol": [95, 98, 100, 91],
    "dave": [60, 75, 58, 66],
    "erin": [85, 85, 85, 85],
}
WEIGHTS = [Fraction(1, 5), Fraction(1, 5), Fraction(1, 4), Fraction(7, 20)]


def weighted(scores: List[int]) -> Fraction:
    assert sum(WEIGHTS) == 1, "weights must sum to one"
    return sum((w * s for w, s in zip(WEIGHTS, scores)), Fraction(0))


def letter(x: float) -> str:
    for cut, name in ((90, "A"), (80, "B"), (70, "C"), (60, "D")):
        if x >= cut:
            return name
    return "F"


def main() -> None:
    print(f"{'name':<6} {'mean':>6} {'median':>6} {'stdev':>6} {'weighted':>10} grade")
    finals = {}
    for name, s in SCORES.items():
        w = weighted(s)
        finals[name] = w
        print(f"{name:<6} {statistics.mean(s):6.2f} {statistics.median(s):6.1f} "
              f"{statistics.stdev(s):6.3f} {str(w):>10} {letter(float(w))}")
    allscores = [x for s in SCORES.values() for x in s]
    print("overall mean:", statistics.mean(allscores), "fmean:", round(statistics.fmean(allscores), 4))
    print("pvariance:", statistics.pvariance(allscores), "variance:", round(statistics.variance(allscores), 4))
    print("mode:", statistics.mode(allscores), "multimode:", statistics.multimode([1, 1, 2, 2, 3]))
    print("quantiles:", statistics.quantiles(allscores, n=4))
    print("median_low/high:", statistics.median_low([1, 3, 5, 7]), statistics.median_high([1, 3, 5, 7]))
    print("harmonic:", round(statistics.harmonic_mean([40, 60]), 6), "geometric:", round(statistics.geometric_mean([2, 8]), 6))
    best = max(finals, key=finals.get)
    print("best:", best, finals[best], float(finals[best]))
    avg = sum(finals.values(), Fraction(0)) / len(finals)
    print("class average:", avg, avg.limit_denominator(10), round(avg, 2))
    x = [1, 2, 3, 4, 5]
    y = [2, 4, 5, 4, 5]
    print("correlation:", round(statistics.correlation(x, y), 6))
    print("regression:", statistics.linear_regression(x, y))
    print(statistics.mean([Fraction(1, 3), Fraction(1, 6)]))
    for bad in ([], [1]):
        try:
            print(statistics.stdev(bad))
        except statistics.StatisticsError as e:
            print("StatisticsError:", e)
    nd = statistics.NormalDist.from_samples(allscores)
    print(round(nd.mean, 3), round(nd.stdev, 3), round(nd.cdf(90), 4))


if __name__ == "__main__":
    main()
