"""Knight's tour by Warnsdorff's rule with deterministic tie-breaks, plus N-queens counting by bitmasks."""
from typing import List, Optional, Tuple

MOVES = [(2, 1), (1, 2), (-1, 2), (-2, 1), (-2, -1), (-1, -2), (1, -2), (2, -1)]


class Board:
    def __init__(self, n: int) -> None:
        self.n = n
        self.cells: List[List[int]] = [[0] * n for _ in range(n)]

    def inside(self, r: int, c: int) -> bool:
        return 0 <= r < self.n and 0 <= c < self.n

    def free_moves(self, r: int, c: int) -> List[Tuple[int, int]]:
        return [(r + dr, c + dc) for dr, dc in MOVES if self.inside(r + dr, c + dc) and not self.cells[r + dr][c + dc]]

    def tour(self, start: Tuple[int, int]) -> bool:
        r, c = start
        self.cells[r][c] = 1
        for step in range(2, self.n * self.n + 1):
            options = self.free_moves(r, c)
            if not options:
                return False
            r, c = min(options, key=lambda p: (len(self.free_moves(*p)), p))
            self.cells[r][c] = step
        return True

    def __str__(self) -> str:
        w = len(str(self.n * self.n))
        return "\n".join(" ".join(f"{v:>{w}}" for v in row) for row in self.cells)


def queens(n: int) -> Tuple[int, Optional[List[int]]]:
    full = (1 << n) - 1
    count = 0
    first: Optional[List[int]] = None
    placement: List[int] = []

    def go(cols: int, d1: int, d2: int) -> None:
        nonlocal count, first
        if cols == full:
            count += 1
            if first is None:
                first = placement[:]
            return
        avail = full & ~(cols | d1 | d2)
        while avail:
            bit = avail & -avail
            avail ^= bit
            placement.append(bit.bit_length() - 1)
            go(cols | bit, (d1 | bit) << 1 & full, (d2 | bit) >> 1)
            placement.pop()

    go(0, 0, 0)
    return count, first


def main() -> None:
    for n, start in ((5, (0, 0)), (6, (0, 0)), (8, (0, 0))):
        b = Board(n)
        ok = b.tour(start)
        print(f"n={n} complete={ok}")
        print(b)
    for n in range(1, 10):
        count, first = queens(n)
        print(n, count, first)


if __name__ == "__main__":
    main()
