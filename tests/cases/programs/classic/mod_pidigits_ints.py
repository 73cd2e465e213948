"""pidigits: Gibbons' unbounded spigot on big ints, plus e and sqrt(2) digits via integer arithmetic."""
import math
from itertools import islice
from typing import Iterator


def pi_digits() -> Iterator[int]:
    q, r, t, k, n, l = 1, 0, 1, 1, 3, 3
    while True:
        if 4 * q + r - t < n * t:
            yield n
            q, r, t, k, n, l = 10 * q, 10 * (r - n * t), t, k, (10 * (3 * q + r)) // t - 10 * n, l
        else:
            q, r, t, k, n, l = q * k, (2 * q + r) * l, t * l, k + 1, (q * (7 * k + 2) + r * l) // (t * l), l + 2


def e_digits(n: int) -> str:
    scale = 10 ** (n + 10)
    total, term, k = 0, scale, 0
    while term:
        total += term
        k += 1
        term //= k
    return str(total // 10 ** 10)


def sqrt2_digits(n: int) -> str:
    return str(math.isqrt(2 * 10 ** (2 * n)))


def main() -> None:
    digits = "".join(map(str, islice(pi_digits(), 600)))
    for i in range(0, len(digits), 60):
        chunk = digits[i:i + 60]
        print(f"{chunk}\t:{i + len(chunk)}")
    print(e_digits(300)[:80])
    print(sqrt2_digits(300)[-40:])
    big = math.factorial(400)
    print(len(str(big)), str(big)[:30], sum(map(int, str(2 ** 3000))))
    print(pow(3, 10 ** 4, 10 ** 20), (7 ** 222).bit_length(), divmod(10 ** 50 + 7, 12345678901))


if __name__ == "__main__":
    main()
