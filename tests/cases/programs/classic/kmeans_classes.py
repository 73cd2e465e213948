import math


class Point:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def dist2(self, other):
        return (self.x - other.x) ** 2 + (self.y - other.y) ** 2

    def __add__(self, other):
        return Point(self.x + other.x, self.y + other.y)

    def __truediv__(self, k):
        return Point(self.x / k, self.y / k)

    def __eq__(self, other):
        return isinstance(other, Point) and math.isclose(self.x, other.x) and math.isclose(self.y, other.y)

    def __repr__(self):
        return f"({self.x:.3f}, {self.y:.3f})"


class KMeans:
    def __init__(self, k, max_iter=50):
        self.k = k
        self.max_iter = max_iter
        self.centroids = []
        self.iterations = 0

    def fit(self, points):
        self.centroids = [points[i * len(points) // self.k] for i in range(self.k)]
        for it in range(self.max_iter):
            clusters = [[] for _ in range(self.k)]
            for p in points:
                idx = min(range(self.k), key=lambda i: p.dist2(self.centroids[i]))
                clusters[idx].append(p)
            new = []
            for i, cl in enumerate(clusters):
                if cl:
                    total = Point(0.0, 0.0)
                    for p in cl:
                        total = total + p
                    new.append(total / len(cl))
                else:
                    new.append(self.centroids[i])
            self.iterations = it + 1
            if new == self.centroids:
                break
            self.centroids = new
        self.clusters = clusters
        return self

    def inertia(self):
        return sum(p.dist2(self.centroids[i]) for i, cl in enumerate(self.clusters) for p in cl)


def make_points():
    pts = []
    seed = 42
    centres = [(0, 0), (6, 6), (-5, 7)]
    for i in range(90):
        seed = (seed * 69069 + 1) % 2 ** 32
        dx = (seed % 1000) / 250 - 2
        seed = (seed * 69069 + 1) % 2 ** 32
        dy = (seed % 1000) / 250 - 2
        cx, cy = centres[i % 3]
        pts.append(Point(cx + dx, cy + dy))
    return pts


points = make_points()
for k in (1, 2, 3, 4):
    km = KMeans(k).fit(points)
    print(k, km.iterations, sorted(km.centroids, key=lambda p: (p.x, p.y)),
          sorted(len(c) for c in km.clusters), f"{km.inertia():.4f}")
