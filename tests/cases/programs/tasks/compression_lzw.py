"""LZW and Huffman-free compression toys: LZW codes, bit packing into bytes, a Bloom filter with FNV hashes."""
import math
from typing import Iterable, List


def lzw_compress(data: str) -> List[int]:
    table = {chr(i): i for i in range(256)}
    w = ""
    out: List[int] = []
    for ch in data:
        wc = w + ch
        if wc in table:
            w = wc
        else:
            out.append(table[w])
            table[wc] = len(table)
            w = ch
    if w:
        out.append(table[w])
    return out


def lzw_decompress(codes: List[int]) -> str:
    if not codes:
        return ""
    table = {i: chr(i) for i in range(256)}
    w = table[codes[0]]
    out = [w]
    for code in codes[1:]:
        if code in table:
            entry = table[code]
        elif code == len(table):
            entry = w + w[0]
        else:
            raise ValueError(f"bad code {code}")
        out.append(entry)
        table[len(table)] = w + entry[0]
        w = entry
    return "".join(out)


def pack(codes: Iterable[int], width: int) -> bytes:
    acc = 0
    bits = 0
    out = bytearray()
    for c in codes:
        acc = (acc << width) | c
        bits += width
        while bits >= 8:
            bits -= 8
            out.append((acc >> bits) & 0xFF)
    if bits:
        out.append((acc << (8 - bits)) & 0xFF)
    return bytes(out)


def unpack(data: bytes, width: int, count: int) -> List[int]:
    acc = int.from_bytes(data, "big")
    total = len(data) * 8
    return [(acc >> (total - (i + 1) * width)) & ((1 << width) - 1) for i in range(count)]


def fnv1a(text: str, seed: int = 0) -> int:
    h = 0xCBF29CE484222325 ^ seed
    for b in text.encode("utf-8"):
        h ^= b
        h = (h * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h


class BloomFilter:
    def __init__(self, capacity: int, error_rate: float = 0.01) -> None:
        self.size = math.ceil(-capacity * math.log(error_rate) / math.log(2) ** 2)
        self.k = max(1, round(self.size / capacity * math.log(2)))
        self.bits = 0
        self.count = 0

    def _positions(self, item: str):
        h1, h2 = fnv1a(item), fnv1a(item, 0x9E3779B97F4A7C15)
        return [(h1 + i * h2) % self.size for i in range(self.k)]

    def add(self, item: str) -> None:
        for p in self._positions(item):
            self.bits |= 1 << p
        self.count += 1

    def __contains__(self, item: str) -> bool:
        return all(self.bits >> p & 1 for p in self._positions(item))

    def fill_ratio(self) -> float:
        return bin(self.bits).count("1") / self.size


def main() -> None:
    texts = ["TOBEORNOTTOBEORTOBEORNOT", "abababababababababab", "", "x", "the rain in spain stays mainly in the plain " * 3]
    for t in texts:
        codes = lzw_compress(t)
        width = max(9, max(codes, default=0).bit_length())
        packed = pack(codes, width)
        back = lzw_decompress(unpack(packed, width, len(codes)))
        ratio = len(packed) / len(t) if t else 0
        print(f"{len(t):>4} chars -> {len(codes):>3} codes, {len(packed):>3} bytes, ratio {ratio:.3f}, ok={back == t}")
    print(lzw_compress("TOBEORNOTTOBEORTOBEORNOT"))
    print(pack([1, 2, 3], 4).hex(), unpack(b"\x12\x30", 4, 3), pack([511, 0, 256], 9).hex())
    print(f"{fnv1a(''):016x}", f"{fnv1a('a'):x}", fnv1a("hello") % 1000, fnv1a("hello", 1) != fnv1a("hello"))
    bf = BloomFilter(200, 0.01)
    words = [f"word{i}" for i in range(200)]
    for w in words:
        bf.add(w)
    false_pos = sum(f"other{i}" in bf for i in range(1000))
    print(bf.size, bf.k, all(w in bf for w in words), false_pos, f"{bf.fill_ratio():.4f}")
    try:
        lzw_decompress([65, 400])
    except ValueError as exc:
        print("ValueError:", exc)
    print(lzw_decompress([300]))


if __name__ == "__main__":
    main()
