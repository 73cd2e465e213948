"""Fannkuch-redux on itertools.permutations, with a checksum in the benchmark's parity order."""
from itertools import permutations
from typing import Tuple


def flips(perm: Tuple[int, ...]) -> int:
    p = list(perm)
    count = 0
    first = p[0]
    while first:
        p[: first + 1] = p[first::-1]
        count += 1
        first = p[0]
    return count


def fannkuch(n: int) -> Tuple[int, int]:
    max_flips = checksum = 0
    for idx, perm in enumerate(permutations(range(n))):
        f = flips(perm)
        max_flips = max(max_flips, f)
        checksum += f if idx % 2 == 0 else -f
    return checksum, max_flips


def main() -> None:
    for n in range(3, 9):
        checksum, mx = fannkuch(n)
        print(f"{checksum}\nPfannkuchen({n}) = {mx}")


if __name__ == "__main__":
    main()
