"""Roman numerals, run-length encoding, base64 by hand, and a checksum class."""
import string
from typing import List, Tuple

ROMAN: List[Tuple[int, str]] = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"),
                                (90, "XC"), (50, "L"), (40, "XL"), (10, "X"), (9, "IX"),
                                (5, "V"), (4, "IV"), (1, "I")]
B64 = string.ascii_uppercase + string.ascii_lowercase + string.digits + "+/"


def to_roman(n: int) -> str:
    if not 0 < n < 4000:
        raise ValueError(f"{n} is out of range for Roman numerals")
    out = []
    for value, sym in ROMAN:
        count, n = divmod(n, value)
        out.append(sym * count)
    return "".join(out)


def from_roman(s: str) -> int:
    values = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
    total = 0
    for i, ch in enumerate(s):
        v = values[ch]
        if i + 1 < len(s) and values[s[i + 1]] > v:
            total -= v
        else:
            total += v
    if to_roman(total) != s:
        raise ValueError(f"non-canonical numeral {s!r}")
    return total


def rle_encode(s: str) -> str:
    if not s:
        return ""
    out = []
    prev, count = s[0], 1
    for ch in s[1:]:
        if ch == prev:
            count += 1
        else:
            out.append(f"{count}{prev}" if count > 1 else prev)
            prev, count = ch, 1
    out.append(f"{count}{prev}" if count > 1 else prev)
    return "".join(out)


def rle_decode(s: str) -> str:
    out = []
    num = ""
    for ch in s:
        if ch.isdigit():
            num += ch
        else:
            out.append(ch * int(num or 1))
            num = ""
    return "".join(out)


def b64encode(data: bytes) -> str:
    out = []
    for i in range(0, len(data), 3):
        chunk = data[i:i + 3]
        n = int.from_bytes(chunk.ljust(3, b"\0"), "big")
        chars = [B64[(n >> s) & 63] for s in (18, 12, 6, 0)]
        pad = 3 - len(chunk)
        out.append("".join(chars[:4 - pad]) + "=" * pad)
    return "".join(out)


def b64decode(text: str) -> bytes:
    text = text.rstrip("=")
    bits = "".join(f"{B64.index(c):06b}" for c in text)
    return bytes(int(bits[i:i + 8], 2) for i in range(0, len(bits) - len(bits) % 8, 8))


class Adler32:
    MOD = 65521

    def __init__(self) -> None:
        self.a, self.b = 1, 0

    def update(self, data: bytes) -> "Adler32":
        for byte in data:
            self.a = (self.a + byte) % self.MOD
            self.b = (self.b + self.a) % self.MOD
        return self

    def hexdigest(self) -> str:
        return f"{(self.b << 16) | self.a:08x}"


def main() -> None:
    for n in (1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999):
        r = to_roman(n)
        print(f"{n:>5} {r:<12} {from_roman(r)}")
    for bad in ("IIII", "VX", "MMMM", "ABC"):
        try:
            from_roman(bad)
        except (ValueError, KeyError) as exc:
            print(f"{bad}: {type(exc).__name__} {exc}")
    for s in ["WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW", "abc", "aabccc", ""]:
        enc = rle_encode(s)
        print(repr(enc), rle_decode(enc) == s)
    for data in (b"", b"f", b"fo", b"foo", b"foobar", "héllo wörld".encode(), bytes(range(250, 256))):
        enc = b64encode(data)
        print(f"{data!r:<30} {enc:<16} {b64decode(enc) == data}")
    print(Adler32().update(b"Wikipedia").hexdigest(), Adler32().update(b"").update(b"abc" * 100).hexdigest())
    print(bytes.fromhex("de ad be ef").hex(), b"abc".hex("-"), bytearray(b"xyz").upper(), list(b"AZ"))
    try:
        to_roman(0)
    except ValueError as exc:
        print(exc)
    to_roman(4000)


if __name__ == "__main__":
    main()
