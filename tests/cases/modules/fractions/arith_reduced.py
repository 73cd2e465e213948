# +, - and * of Fractions cancel common factors before multiplying (3.11's algorithm):
# the results, their normal form, signs, zeros and hashes match CPython's.
import random
from fractions import Fraction

rng = random.Random(11)
vals = [Fraction(0), Fraction(1), Fraction(-1), Fraction(1, 6), Fraction(-5, 6), Fraction(7, 4),
        Fraction(3, 4), Fraction(-3, 4), Fraction(10**20 + 1, 6 * 10**9), 3, -2, True]
for _ in range(60):
    vals.append(Fraction(rng.randint(-10**6, 10**6), rng.randint(1, 10**4) * rng.choice([1, 2, 6, 30, 210])))
out = []
for i in range(len(vals)):
    for j in range(0, len(vals), 7):
        a, b = vals[i], vals[j]
        for r in (a + b, a - b, a * b, b - a):
            r = Fraction(r)
            out.append((r.numerator, r.denominator, hash(r)))
print(len(out), sum(n for n, _, _ in out), sum(d for _, d, _ in out) % 10**12)
print(out[:8])
h = Fraction(0)
for k in range(1, 400):
    h += Fraction(1, k)
    h -= Fraction(1, k * (k + 1))
print(len(str(h.numerator)), h.denominator % 10**9)
p = Fraction(1)
for k in range(1, 200):
    p *= Fraction(k + 1, k + 2) * Fraction(-(k + 3), 2 * k)
print(p, Fraction(2, 3) * 0, 0 * Fraction(-2, 3), Fraction(1, 3) - Fraction(1, 3), -Fraction(1, 2) + Fraction(1, 2))
print(Fraction(1, 2) + 1, 1 - Fraction(1, 2), Fraction(3, 4) * 4, Fraction(-6, 4) * Fraction(2, -3))
