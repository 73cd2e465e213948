"""Roman numeral conversion with validation via re, and an IntEnum of symbols."""
import re
from enum import IntEnum
from typing import List

ROMAN_RE = re.compile(r"^M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$")


class Symbol(IntEnum):
    M = 1000
    CM = 900
    D = 500
    CD = 400
    C = 100
    XC = 90
    L = 50
    XL = 40
    X = 10
    IX = 9
    V = 5
    IV = 4
    I = 1


def to_roman(n: int) -> str:
    if not isinstance(n, int) or isinstance(n, bool):
        raise TypeError(f"expected int, got {type(n).__name__}")
    if not 0 < n < 4000:
        raise ValueError(f"{n} is out of range (1..3999)")
    out: List[str] = []
    for sym in Symbol:
        count, n = divmod(n, sym)
        out.append(sym.name * count)
    return "".join(out)


def from_roman(s: str) -> int:
    if not s or not ROMAN_RE.match(s):
        raise ValueError(f"invalid roman numeral {s!r}")
    total, i = 0, 0
    while i < len(s):
        if i + 1 < len(s) and s[i:i + 2] in Symbol.__members__:
            total += Symbol[s[i:i + 2]]
            i += 2
        else:
            total += Symbol[s[i]]
            i += 1
    return total


def main() -> None:
    for n in [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999]:
        r = to_roman(n)
        print(f"{n:>5} -> {r:<14} -> {from_roman(r)}")
    assert all(from_roman(to_roman(n)) == n for n in range(1, 4000))
    print("all 3999 round-trip")
    for bad in [0, 4000, -1, 2.5, True]:
        try:
            to_roman(bad)
        except (ValueError, TypeError) as e:
            print(type(e).__name__, e)
    for bad in ["", "IIII", "VX", "MMMM", "ABC", "IC"]:
        try:
            from_roman(bad)
        except ValueError as e:
            print("ValueError:", e)
    print(Symbol.X + Symbol.V, Symbol(500), Symbol.CM.name, sorted(Symbol)[:3], Symbol.M > 999)
    print(sum(from_roman(x) for x in "MCMXCIV MMXXIV XLII".split()))


if __name__ == "__main__":
    main()
