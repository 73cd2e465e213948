# math.isqrt on small values, around powers of two and perfect squares, and a
# 50,000-digit number, checked against r*r <= n < (r+1)**2.
import math
vals = list(range(0, 300)) + [2**k + d for k in range(1, 300, 7) for d in (-2, -1, 0, 1, 2)]
vals += [k * k + d for k in [10**9, 2**32, 2**32 - 1, 3**40, 10**50, 7**300] for d in (-1, 0, 1)]
acc = 0
for v in vals:
    r = math.isqrt(v)
    assert r * r <= v < (r + 1) ** 2, v
    acc = (acc * 31 + r) % (2**61 - 1)
print(acc)
x = 7 ** 60000
r = math.isqrt(x)
print(r % 10**15, r.bit_length(), r * r <= x < (r + 1) * (r + 1))
print(math.isqrt(True), math.isqrt(10**4000) == 10**2000, math.isqrt(10**4001 - 1) % 1000)
try:
    math.isqrt(-1)
except ValueError as e:
    print(e)
