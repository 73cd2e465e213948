# Every distribution across its parameter range, including the rejection loops'
# corner cases (gamma alpha < 1, = 1, > 1; von Mises kappa tiny and large; triangular
# modes at the ends), with int and float arguments: CPython's values bit for bit.
import random

r = random.Random(31337)
rows = []
for alpha in (0.01, 0.3, 0.999, 1, 1.0, 1.5, 7, 300.5):
    rows.append(("gamma", alpha, [r.gammavariate(alpha, 2) for _ in range(5)]))
for a, b in ((0.5, 0.5), (2, 5), (1, 1), (0.01, 0.02)):
    rows.append(("beta", a, b, [r.betavariate(a, b) for _ in range(4)]))
for mu, kappa in ((0, 0), (1, 1e-7), (2, 0.5), (3.1, 4), (0, 700)):
    rows.append(("vonmises", mu, kappa, [r.vonmisesvariate(mu, kappa) for _ in range(4)]))
for low, high, mode in ((0, 1, None), (0, 10, 0), (0, 10, 10), (5, 1, 2), (2, 2, 2), (1, 3, 2.5)):
    rows.append(("tri", low, high, mode, [r.triangular(low, high, mode) for _ in range(3)]))
for mu, sigma in ((0, 1), (10, 0), (-3, 2.5), (1, -1)):
    rows.append(("normal", [r.normalvariate(mu, sigma) for _ in range(3)],
                 [r.gauss(mu, sigma) for _ in range(3)], [r.lognormvariate(mu / 10, abs(sigma)) for _ in range(2)]))
for lam in (1, 0.1, 5, -2):
    rows.append(("expo", lam, [r.expovariate(lam) for _ in range(3)]))
for a in (1, 0.5, 3):
    rows.append(("pareto", a, [r.paretovariate(a) for _ in range(3)],
                 [r.weibullvariate(a, 2) for _ in range(2)], [r.weibullvariate(2, a) for _ in range(2)]))
rows.append(("uniform", [r.uniform(-1, 1) for _ in range(3)], r.uniform(3, 3), r.uniform(1, 1.5)))
for row in rows:
    print(row)
r.gauss()
st = r.getstate()
print(st[2], r.gauss() == st[2])
