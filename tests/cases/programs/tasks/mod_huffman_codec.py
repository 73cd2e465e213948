"""Huffman coding with heapq and Counter, packed into bytes and checked with zlib.crc32."""
import heapq
import itertools
import zlib
from collections import Counter
from typing import Dict, Optional, Tuple


class Node:
    def __init__(self, freq: int, sym: Optional[str] = None, left: "Node" = None, right: "Node" = None) -> None:
        self.freq, self.sym, self.left, self.right = freq, sym, left, right


def build_codes(text: str) -> Dict[str, str]:
    freq = Counter(text)
    tie = itertools.count()
    heap = [(f, next(tie), Node(f, s)) for s, f in sorted(freq.items())]
    heapq.heapify(heap)
    if len(heap) == 1:
        return {heap[0][2].sym: "0"}
    while len(heap) > 1:
        f1, _, a = heapq.heappop(heap)
        f2, _, b = heapq.heappop(heap)
        heapq.heappush(heap, (f1 + f2, next(tie), Node(f1 + f2, None, a, b)))
    codes: Dict[str, str] = {}

    def walk(n: Node, prefix: str) -> None:
        if n.sym is not None:
            codes[n.sym] = prefix
            return
        walk(n.left, prefix + "0")
        walk(n.right, prefix + "1")

    walk(heap[0][2], "")
    return codes


def encode(text: str, codes: Dict[str, str]) -> Tuple[bytes, int]:
    bits = "".join(codes[c] for c in text)
    pad = (-len(bits)) % 8
    bits += "0" * pad
    return bytes(int(bits[i:i + 8], 2) for i in range(0, len(bits), 8)), pad


def decode(data: bytes, pad: int, codes: Dict[str, str]) -> str:
    rev = {v: k for k, v in codes.items()}
    bits = "".join(f"{b:08b}" for b in data)
    if pad:
        bits = bits[:-pad]
    out, cur = [], ""
    for bit in bits:
        cur += bit
        if cur in rev:
            out.append(rev[cur])
            cur = ""
    if cur:
        raise ValueError(f"trailing bits {cur!r}")
    return "".join(out)


def main() -> None:
    text = "this is an example of a huffman tree; it compresses text by frequency " * 3
    codes = build_codes(text)
    for sym, code in sorted(codes.items(), key=lambda kv: (len(kv[1]), kv[0]))[:8]:
        print(repr(sym), code)
    data, pad = encode(text, codes)
    print(len(text), "chars ->", len(data), "bytes, pad", pad, "crc", zlib.crc32(data))
    print(data[:12].hex(" "))
    assert decode(data, pad, codes) == text
    print("roundtrip ok; zlib would use", len(zlib.compress(text.encode())), "bytes")
    avg = sum(len(codes[c]) for c in text) / len(text)
    print(f"average code length: {avg:.4f} bits")
    print(build_codes("aaaa"), encode("aaaa", {"a": "0"}))
    try:
        decode(b"\xff", 0, {"a": "00", "b": "01"})
    except ValueError as e:
        print("ValueError:", e)


if __name__ == "__main__":
    main()
