"""Matrix puzzles with zip, itertools and operator: spiral, rotate, saddle points, Pascal."""
from itertools import chain, islice, accumulate, repeat, product, zip_longest
from operator import add
from typing import List

Matrix = List[List[int]]


def spiral(m: Matrix) -> List[int]:
    out: List[int] = []
    while m:
        out.extend(m.pop(0))
        m = [list(row) for row in zip(*m)][::-1]
    return out


def rotate(m: Matrix) -> Matrix:
    return [list(r) for r in zip(*m[::-1])]


def saddle_points(m: Matrix) -> List[tuple]:
    cols = list(zip(*m))
    return [(r, c) for r, c in product(range(len(m)), range(len(m[0]))) if m[r][c] == max(m[r]) and m[r][c] == min(cols[c])]


def pascal(n: int) -> Matrix:
    rows = [[1]]
    for _ in range(n - 1):
        rows.append(list(map(add, chain([0], rows[-1]), chain(rows[-1], [0]))))
    return rows


def magic_square(n: int) -> Matrix:
    if n % 2 == 0:
        raise ValueError("only odd orders are supported")
    sq = [[0] * n for _ in range(n)]
    r, c = 0, n // 2
    for k in range(1, n * n + 1):
        sq[r][c] = k
        nr, nc = (r - 1) % n, (c + 1) % n
        if sq[nr][nc]:
            nr, nc = (r + 1) % n, c
        r, c = nr, nc
    return sq


def main() -> None:
    m = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]
    print(spiral([row[:] for row in m]))
    print(rotate(m))
    print(saddle_points([[9, 8, 7], [5, 3, 2], [6, 6, 7]]))
    for row in pascal(7):
        print(" ".join(map(str, row)).center(30))
    sq = magic_square(5)
    for row in sq:
        print(" ".join(f"{v:2d}" for v in row))
    sums = {sum(r) for r in sq} | {sum(c) for c in zip(*sq)} | {sum(sq[i][i] for i in range(5))}
    print("magic sums:", sums)
    try:
        magic_square(4)
    except ValueError as e:
        print("ValueError:", e)
    print(list(zip_longest(*[[1, 2, 3], [4], [5, 6]])), list(islice(accumulate(repeat(2), lambda a, b: a * b), 6)))
    flat = list(chain.from_iterable(m))
    print(flat, [flat[i::4] for i in range(4)])


if __name__ == "__main__":
    main()
