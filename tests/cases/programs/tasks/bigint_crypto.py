"""Big integers: toy RSA with modular inverse, Miller-Rabin, digit sums, base conversion."""
import math
from typing import List, Tuple


def is_probable_prime(n: int) -> bool:
    if n < 2:
        return False
    small = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]
    for p in small:
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for a in small:
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = pow(x, 2, n)
            if x == n - 1:
                break
        else:
            return False
    return True


def next_prime(n: int) -> int:
    n += 1
    if n % 2 == 0:
        n += 1
    while not is_probable_prime(n):
        n += 2
    return n


def egcd(a: int, b: int) -> Tuple[int, int, int]:
    if b == 0:
        return a, 1, 0
    g, x, y = egcd(b, a % b)
    return g, y, x - (a // b) * y


class RSA:
    def __init__(self, p: int, q: int, e: int = 65537) -> None:
        self.n = p * q
        phi = (p - 1) * (q - 1)
        if math.gcd(e, phi) != 1:
            raise ValueError("e is not coprime with phi")
        self.e = e
        self.d = pow(e, -1, phi)
        g, x, _ = egcd(e, phi)
        assert g == 1 and x % phi == self.d

    def encrypt(self, m: int) -> int:
        return pow(m, self.e, self.n)

    def decrypt(self, c: int) -> int:
        return pow(c, self.d, self.n)


def to_base(n: int, b: int) -> str:
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    if n == 0:
        return "0"
    sign = "-" if n < 0 else ""
    n = abs(n)
    out: List[str] = []
    while n:
        n, r = divmod(n, b)
        out.append(digits[r])
    return sign + "".join(reversed(out))


def main() -> None:
    p = next_prime(10 ** 20)
    q = next_prime(3 * 10 ** 19)
    print(p, q, is_probable_prime(p * q), is_probable_prime(2 ** 61 - 1), is_probable_prime(2 ** 67 - 1))
    rsa = RSA(p, q)
    msg = int.from_bytes("hello pyeval".encode(), "big")
    c = rsa.encrypt(msg)
    m = rsa.decrypt(c)
    print(msg, c, m == msg, m.to_bytes((m.bit_length() + 7) // 8, "big").decode())
    print(rsa.d.bit_length(), rsa.n.bit_length(), len(str(rsa.n)), rsa.n % 1000003)
    f100 = math.factorial(100)
    print(sum(map(int, str(f100))), len(str(f100)), str(f100)[:20], f100 % (10 ** 9 + 7), str(f100).count("0"))
    big = 3 ** 200
    print(to_base(big, 36), int(to_base(big, 36), 36) == big, to_base(-255, 2), to_base(0, 7), hex(big)[2:20])
    print(big >> 250, big << 3 > big, -big // 7 % 13, (-big) % 97, divmod(-big, 10 ** 30)[1], math.isqrt(big) ** 2 <= big)
    print(2 ** 64, -2 ** 63, 2 ** 63 - 1, (2 ** 64) // -3, (2 ** 64) % -3, -(2 ** 64) >> 1, ~(2 ** 64), (2 ** 64) & -1, (2 ** 70) | 1, (2 ** 70) ^ (2 ** 69))
    fib = [0, 1]
    while len(fib) < 300:
        fib.append(fib[-1] + fib[-2])
    print(fib[-1], fib[-1] % 10 ** 10, math.gcd(fib[150], fib[100]) == fib[50], float(fib[299]), fib[299] / fib[298])
    print(int("9" * 50) + 1, int("-" + "1" * 40) * 3, 10 ** 30 / 10 ** 10, 7 ** 40 / 3, round(10 ** 25 / 7), pow(10, 40, 10 ** 9 + 9))
    print(f"{2 ** 100:,}", f"{-3 ** 50:_}", f"{2 ** 80:x}", f"{10 ** 22:e}", f"{2 ** 70:>30}", format(12 ** 30, ".3e"))
    print(pow(3, -1, 7), pow(2, 10 ** 5, 10 ** 9), (10 ** 18 + 1).bit_count(), (-(2 ** 65)).bit_length(), int.from_bytes(b"\xff" * 9, "big", signed=True))
    RSA(3, 5, 4)


if __name__ == "__main__":
    main()
