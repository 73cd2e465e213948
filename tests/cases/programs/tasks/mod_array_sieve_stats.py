"""Compact numeric storage with array: a prime sieve, running statistics and byte round trips."""
from array import array
import math
from typing import Iterable


def sieve(n: int) -> array:
    flags = array("b", [1]) * (n + 1)
    flags[0] = flags[1] = 0
    for i in range(2, math.isqrt(n) + 1):
        if flags[i]:
            flags[i * i::i] = array("b", [0]) * len(range(i * i, n + 1, i))
    return array("I", (i for i, f in enumerate(flags) if f))


def moving_average(values: Iterable[float], k: int) -> array:
    vals = array("d", values)
    out = array("d")
    acc = 0.0
    for i, v in enumerate(vals):
        acc += v
        if i >= k:
            acc -= vals[i - k]
        if i >= k - 1:
            out.append(round(acc / k, 6))
    return out


def main() -> None:
    primes = sieve(200)
    print(primes.typecode, len(primes), primes[:10].tolist(), primes[-1], primes.itemsize)
    print(moving_average([1, 2, 3, 4, 5, 6, 7, 8], 3))
    a = array("h", [1, -2, 300, -32768, 32767])
    raw = a.tobytes()
    print(len(raw), raw.hex())
    b = array("h")
    b.frombytes(raw)
    print(b == a, b, b.count(1), b.index(300))
    b.byteswap()
    print(b.tolist())
    c = array("i", range(5))
    c.extend([10, 20])
    c.insert(0, -1)
    c.reverse()
    print(c, c.pop(), c.pop(0), c.buffer_info()[1], sum(c), max(c))
    c.remove(3)
    c[1:3] = array("i", [7, 7, 7])
    print(c, 7 in c, c * 2, c + array("i", [0]))
    u = array("u", "héllo")
    print(u, u.tounicode(), array("B", b"abc"), array("f", [0.1])[0] == 0.1, array("f", [0.5])[0])
    for bad in [lambda: array("b", [200]), lambda: array("z"), lambda: array("i", [1.5]), lambda: array("i") + array("h"),
                lambda: array("I", [-1])]:
        try:
            bad()
        except (OverflowError, ValueError, TypeError) as e:
            print(type(e).__name__, e)
    d = array("d", [3.5, 1.25, 2.0])
    print(sorted(d), array("d", sorted(d)), d.typecode, repr(array("l")), list(map(type, d[:1])))


if __name__ == "__main__":
    main()
