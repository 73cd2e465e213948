from typing import List, Optional, Tuple

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


def parse(text: str) -> List[List[int]]:
    return [[0 if ch == "." else int(ch) for ch in line] for line in text.split()]


def candidates(board: List[List[int]], r: int, c: int) -> List[int]:
    used = set(board[r]) | {board[i][c] for i in range(9)}
    br, bc = 3 * (r // 3), 3 * (c // 3)
    used |= {board[i][j] for i in range(br, br + 3) for j in range(bc, bc + 3)}
    return [v for v in range(1, 10) if v not in used]


def find_empty(board: List[List[int]]) -> Optional[Tuple[int, int]]:
    best = None
    best_count = 10
    for r in range(9):
        for c in range(9):
            if board[r][c] == 0:
                n = len(candidates(board, r, c))
                if n < best_count:
                    best, best_count = (r, c), n
    return best


calls = 0


def solve(board: List[List[int]]) -> bool:
    global calls
    calls += 1
    pos = find_empty(board)
    if pos is None:
        return True
    r, c = pos
    for v in candidates(board, r, c):
        board[r][c] = v
        if solve(board):
            return True
    board[r][c] = 0
    return False


def valid(board: List[List[int]]) -> bool:
    for i in range(9):
        if sorted(board[i]) != list(range(1, 10)):
            return False
        if sorted(board[r][i] for r in range(9)) != list(range(1, 10)):
            return False
    return True


b = parse(PUZZLE)
print("solved:", solve(b), "calls:", calls)
for row in b:
    print(" ".join(map(str, row)))
print("valid:", valid(b))
