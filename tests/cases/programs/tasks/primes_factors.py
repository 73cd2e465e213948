import math
from typing import Dict, List


def sieve(n: int) -> List[int]:
    is_p = bytearray([1]) * (n + 1)
    is_p[0:2] = b"\x00\x00"
    for i in range(2, math.isqrt(n) + 1):
        if is_p[i]:
            is_p[i * i::i] = bytearray(len(range(i * i, n + 1, i)))
    return [i for i, v in enumerate(is_p) if v]


def factorize(n: int) -> Dict[int, int]:
    out: Dict[int, int] = {}
    d = 2
    while d * d <= n:
        while n % d == 0:
            out[d] = out.get(d, 0) + 1
            n //= d
        d += 1 if d == 2 else 2
    if n > 1:
        out[n] = out.get(n, 0) + 1
    return out


def fmt(f: Dict[int, int]) -> str:
    return " * ".join(f"{p}^{e}" if e > 1 else str(p) for p, e in sorted(f.items()))


def is_prime_mr(n: int) -> bool:
    if n < 2:
        return False
    for p in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37):
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for a in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37):
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def totient(n: int) -> int:
    result = n
    for p in factorize(n):
        result = result // p * (p - 1)
    return result


ps = sieve(100)
print(ps, len(sieve(10000)))
for n in [2, 12, 360, 97, 1001, 2 ** 10 * 3 ** 5, 600851475143, 999999000001]:
    print(n, "=", fmt(factorize(n)), "phi", totient(n))
big = [2 ** 61 - 1, 2 ** 89 - 1, 2 ** 64 + 1, 10 ** 18 + 9, 561, 1105]
print([is_prime_mr(n) for n in big])
print(math.gcd(462, 1071), math.gcd(0, 5), math.gcd(12, 18, 24), math.lcm(4, 6, 10), math.lcm())
twins = [(p, p + 2) for p in ps if p + 2 in ps]
print(twins)
goldbach = {n: next((p, n - p) for p in ps if n - p in ps) for n in range(4, 40, 2)}
print(goldbach)
