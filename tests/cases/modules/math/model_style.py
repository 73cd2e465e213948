import math
from math import gcd, sqrt, inf

def is_prime(n: int) -> bool:
    if n < 2:
        return False
    for d in range(2, math.isqrt(n) + 1):
        if n % d == 0:
            return False
    return True

def closest_pair(points):
    best = inf
    for i in range(len(points)):
        for j in range(i + 1, len(points)):
            best = min(best, math.dist(points[i], points[j]))
    return best

print([p for p in range(50) if is_prime(p)])
print(closest_pair([(0, 0), (3, 4), (1, 1), (7, 7)]))
print(gcd(48, 180), sqrt(2) * sqrt(2) == 2, math.isclose(sqrt(2) ** 2, 2))
print(round(math.pi, 4), f'{math.e:.6f}', math.comb(52, 5), math.factorial(10) // math.factorial(7))
print(math.ceil(7 / 2), math.floor(-7 / 2), int(math.log10(12345)) + 1, math.hypot(*[3, 4, 12]))
