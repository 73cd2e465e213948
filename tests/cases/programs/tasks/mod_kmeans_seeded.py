"""k-means clustering on seeded random points with math.dist and statistics."""
import math
import random
import statistics
from typing import List, Tuple

Point = Tuple[float, float]


def make_blobs(rng: random.Random, centers: List[Point], n: int, spread: float) -> List[Point]:
    pts = []
    for cx, cy in centers:
        for _ in range(n):
            pts.append((rng.gauss(cx, spread), rng.gauss(cy, spread)))
    rng.shuffle(pts)
    return pts


def kmeans(pts: List[Point], k: int, rng: random.Random, iters: int = 20) -> Tuple[List[Point], List[int]]:
    centroids = rng.sample(pts, k)
    labels = [0] * len(pts)
    for it in range(iters):
        labels = [min(range(k), key=lambda j: math.dist(p, centroids[j])) for p in pts]
        new = []
        for j in range(k):
            members = [p for p, l in zip(pts, labels) if l == j]
            if not members:
                new.append(rng.choice(pts))
                continue
            new.append((statistics.fmean(x for x, _ in members), statistics.fmean(y for _, y in members)))
        shift = max(math.dist(a, b) for a, b in zip(centroids, new))
        centroids = new
        if shift < 1e-9:
            print(f"converged after {it + 1} iterations")
            break
    return centroids, labels


def inertia(pts: List[Point], centroids: List[Point], labels: List[int]) -> float:
    return math.fsum(math.dist(p, centroids[l]) ** 2 for p, l in zip(pts, labels))


def main() -> None:
    rng = random.Random(1234)
    pts = make_blobs(rng, [(0, 0), (5, 5), (0, 6)], 40, 0.8)
    print(len(pts), [tuple(round(c, 3) for c in p) for p in pts[:2]])
    for k in (2, 3, 4):
        cents, labels = kmeans(pts, k, random.Random(k))
        cents_sorted = sorted((round(x, 3), round(y, 3)) for x, y in cents)
        sizes = sorted((labels.count(j) for j in range(k)), reverse=True)
        print(f"k={k} centroids={cents_sorted} sizes={sizes} inertia={inertia(pts, cents, labels):.3f}")
    xs = [p[0] for p in pts]
    print(round(statistics.pstdev(xs), 6), round(statistics.median(xs), 6))


if __name__ == "__main__":
    main()
