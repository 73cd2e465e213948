"""A Bloom filter using hashlib for its hash functions."""
import hashlib
import math
from typing import Iterable


class BloomFilter:
    def __init__(self, capacity: int, error_rate: float = 0.01) -> None:
        if not 0 < error_rate < 1:
            raise ValueError("error_rate must be in (0, 1)")
        self.size = max(8, int(-capacity * math.log(error_rate) / math.log(2) ** 2))
        self.hashes = max(1, round(self.size / capacity * math.log(2)))
        self.bits = bytearray((self.size + 7) // 8)
        self.count = 0

    def _positions(self, item: str) -> Iterable[int]:
        digest = hashlib.sha256(item.encode("utf-8")).digest()
        h1 = int.from_bytes(digest[:8], "big")
        h2 = int.from_bytes(digest[8:16], "little") | 1
        for i in range(self.hashes):
            yield (h1 + i * h2) % self.size

    def add(self, item: str) -> None:
        for p in self._positions(item):
            self.bits[p >> 3] |= 1 << (p & 7)
        self.count += 1

    def __contains__(self, item: str) -> bool:
        return all(self.bits[p >> 3] & (1 << (p & 7)) for p in self._positions(item))

    def fill_ratio(self) -> float:
        ones = sum(bin(b).count("1") for b in self.bits)
        return ones / self.size


def main() -> None:
    bf = BloomFilter(200, 0.02)
    print("bits:", bf.size, "hashes:", bf.hashes, "bytes:", len(bf.bits))
    members = [f"user{i}@example.com" for i in range(200)]
    for m in members:
        bf.add(m)
    print("all present:", all(m in bf for m in members))
    probes = [f"other{i}@example.org" for i in range(1000)]
    fp = sum(p in bf for p in probes)
    print("false positives:", fp, "rate:", fp / len(probes))
    print("fill ratio:", round(bf.fill_ratio(), 4))
    print(list(bf._positions("hello")))
    print(bf.bits[:8].hex(), bytes(bf.bits[-4:]))
    try:
        BloomFilter(10, 1.5)
    except ValueError as e:
        print("ValueError:", e)
    print(hashlib.sha3_256(b"abc").hexdigest()[:16], hashlib.shake_128(b"abc").hexdigest(8))


if __name__ == "__main__":
    main()
