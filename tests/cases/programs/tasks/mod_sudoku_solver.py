"""Sudoku solver with constraint propagation, itertools and sets."""
from itertools import product, chain
from typing import Dict, List, Optional, Set, Tuple

Cell = Tuple[int, int]
PUZZLE = """
53..7....
6..195...
.98....6.
8...6...3
4..8.3..1
7...2...6
.6....28.
...419..5
....8..79
"""


def peers_of() -> Dict[Cell, Set[Cell]]:
    peers: Dict[Cell, Set[Cell]] = {}
    for r, c in product(range(9), repeat=2):
        row = {(r, j) for j in range(9)}
        col = {(i, c) for i in range(9)}
        br, bc = 3 * (r // 3), 3 * (c // 3)
        box = set(product(range(br, br + 3), range(bc, bc + 3)))
        peers[(r, c)] = (row | col | box) - {(r, c)}
    return peers


PEERS = peers_of()


def parse(text: str) -> Dict[Cell, int]:
    rows = [line for line in text.split() if line]
    if len(rows) != 9 or any(len(r) != 9 for r in rows):
        raise ValueError("puzzle must be 9x9")
    return {(r, c): int(ch) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch != "."}


def solve(grid: Dict[Cell, int]) -> Optional[Dict[Cell, int]]:
    empty = [cell for cell in product(range(9), repeat=2) if cell not in grid]
    if not empty:
        return grid
    options = {cell: set(range(1, 10)) - {grid[p] for p in PEERS[cell] if p in grid} for cell in empty}
    cell = min(empty, key=lambda c: (len(options[c]), c))
    for v in sorted(options[cell]):
        grid[cell] = v
        result = solve(grid)
        if result:
            return result
        del grid[cell]
    return None


def show(grid: Dict[Cell, int]) -> str:
    lines = []
    for r in range(9):
        row = "".join(str(grid.get((r, c), ".")) for c in range(9))
        lines.append(" ".join([row[0:3], row[3:6], row[6:9]]))
        if r in (2, 5):
            lines.append("-" * 11)
    return "\n".join(lines)


def valid(grid: Dict[Cell, int]) -> bool:
    units = chain(([(r, c) for c in range(9)] for r in range(9)), ([(r, c) for r in range(9)] for c in range(9)),
                  (list(product(range(br, br + 3), range(bc, bc + 3))) for br in (0, 3, 6) for bc in (0, 3, 6)))
    return all(sorted(grid[x] for x in u) == list(range(1, 10)) for u in units)


def main() -> None:
    grid = parse(PUZZLE)
    print(len(grid), "clues")
    solved = solve(dict(grid))
    print(show(solved))
    print("valid:", valid(solved))
    try:
        parse("123\n456")
    except ValueError as e:
        print("ValueError:", e)
    print(len(PEERS[(0, 0)]), sorted(PEERS[(4, 4)])[:4])


if __name__ == "__main__":
    main()
