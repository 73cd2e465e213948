from typing import List

DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"


def to_base(n: int, base: int) -> str:
    if not 2 <= base <= 36:
        raise ValueError("base must be in 2..36")
    if n == 0:
        return "0"
    sign = "-" if n < 0 else ""
    n = abs(n)
    out: List[str] = []
    while n:
        n, r = divmod(n, base)
        out.append(DIGITS[r])
    return sign + "".join(reversed(out))


def popcount(n: int) -> int:
    c = 0
    while n:
        n &= n - 1
        c += 1
    return c


def gray(n: int) -> int:
    return n ^ (n >> 1)


def reverse_bits(n: int, width: int = 8) -> int:
    r = 0
    for _ in range(width):
        r = (r << 1) | (n & 1)
        n >>= 1
    return r


for n in [0, 5, 255, -255, 1000, 2 ** 64 + 1, -(2 ** 63)]:
    print(n, to_base(n, 2)[:20], to_base(n, 16), to_base(n, 36), bin(n)[:12], hex(n)[:7], oct(n)[:12])
    assert int(to_base(n, 7), 7) == n
for n in range(8):
    print(n, format(n, "03b"), format(gray(n), "03b"), popcount(n), n.bit_count(), reverse_bits(n, 3))
print(int("ff", 16), int("-0b1011", 0), int("  42  "), int("1_000_000"), int("z", 36))
print((-12) & 0xFF, (-12) >> 2, ~7, 7 ^ -1, 1 << 70, (1 << 70).bit_length())
print((1024).to_bytes(4, "big"), int.from_bytes(b"\x01\x00", "little"), (-1).to_bytes(2, "big", signed=True))
print(f"{48879:#x} {255:#o} {10:#b} {1234567:_} {1234567:,} {255:08b}")
try:
    to_base(10, 1)
except ValueError as e:
    print("ValueError:", e)
