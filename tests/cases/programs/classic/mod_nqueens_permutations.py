"""N-queens via itertools.permutations (the pyperformance nqueens formulation) plus a backtracking count."""
from itertools import permutations
from typing import Iterator, List, Tuple


def n_queens(n: int) -> Iterator[Tuple[int, ...]]:
    cols = range(n)
    for vec in permutations(cols):
        if n == len(set(vec[i] + i for i in cols)) == len(set(vec[i] - i for i in cols)):
            yield vec


def count_backtrack(n: int) -> int:
    def place(row: int, cols: int, d1: int, d2: int) -> int:
        if row == n:
            return 1
        total = 0
        free = ~(cols | d1 | d2) & ((1 << n) - 1)
        while free:
            bit = free & -free
            free ^= bit
            total += place(row + 1, cols | bit, (d1 | bit) << 1, (d2 | bit) >> 1)
        return total
    return place(0, 0, 0, 0)


def board(sol: Tuple[int, ...]) -> List[str]:
    return [" ".join("Q" if c == col else "." for c in range(len(sol))) for col in sol]


def main() -> None:
    for n in range(4, 9):
        sols = list(n_queens(n))
        print(f"n={n}: {len(sols)} solutions, first={sols[0]}, last={sols[-1]}")
    print("\n".join(board(next(n_queens(6)))))
    print([count_backtrack(n) for n in range(1, 10)])


if __name__ == "__main__":
    main()
