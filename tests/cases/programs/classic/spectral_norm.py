import math


class SpectralNorm:
    def __init__(self, n):
        self.n = n

    @staticmethod
    def a(i, j):
        return 1.0 / ((i + j) * (i + j + 1) // 2 + i + 1)

    def mul_av(self, v):
        n = self.n
        return [sum(self.a(i, j) * v[j] for j in range(n)) for i in range(n)]

    def mul_atv(self, v):
        n = self.n
        return [sum(self.a(j, i) * v[j] for j in range(n)) for i in range(n)]

    def mul_atav(self, v):
        return self.mul_atv(self.mul_av(v))

    def run(self, iterations=10):
        u = [1.0] * self.n
        v = u
        for _ in range(iterations):
            v = self.mul_atav(u)
            u = self.mul_atav(v)
        vbv = sum(x * y for x, y in zip(u, v))
        vv = sum(x * x for x in v)
        return math.sqrt(vbv / vv)


for n in (10, 50, 100):
    print(n, f"{SpectralNorm(n).run():.9f}")
