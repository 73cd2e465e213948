from typing import List


def solve_n_queens(n: int) -> List[List[int]]:
    solutions: List[List[int]] = []
    cols: List[int] = []

    def place(row: int, used_cols: set, diag1: set, diag2: set) -> None:
        if row == n:
            solutions.append(cols[:])
            return
        for c in range(n):
            if c in used_cols or row - c in diag1 or row + c in diag2:
                continue
            cols.append(c)
            used_cols.add(c)
            diag1.add(row - c)
            diag2.add(row + c)
            place(row + 1, used_cols, diag1, diag2)
            cols.pop()
            used_cols.discard(c)
            diag1.discard(row - c)
            diag2.discard(row + c)

    place(0, set(), set(), set())
    return solutions


def render(sol: List[int]) -> str:
    return "\n".join("".join("Q" if c == q else "." for c in range(len(sol))) for q in sol)


for n in range(1, 9):
    print(n, len(solve_n_queens(n)))
first = solve_n_queens(6)[0]
print(first)
print(render(first))
