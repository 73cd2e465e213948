from typing import List, Tuple

PAIRS: List[Tuple[int, str]] = [
    (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
    (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
]
VALUES = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}


def to_roman(n: int) -> str:
    if not 0 < n < 4000:
        raise ValueError(f"out of range: {n}")
    out = []
    for value, sym in PAIRS:
        count, n = divmod(n, value)
        out.append(sym * count)
    return "".join(out)


def from_roman(s: str) -> int:
    total = 0
    for i, ch in enumerate(s):
        v = VALUES[ch]
        if i + 1 < len(s) and VALUES[s[i + 1]] > v:
            total -= v
        else:
            total += v
    return total


for n in [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999]:
    r = to_roman(n)
    print(f"{n:>5} {r:<15} {from_roman(r)}")
assert all(from_roman(to_roman(i)) == i for i in range(1, 4000))
print("roundtrip ok")
for bad in (0, 4000, -3):
    try:
        to_roman(bad)
    except ValueError as e:
        print("ValueError:", e)
try:
    from_roman("ABC")
except KeyError as e:
    print("KeyError:", e)
