"""Exact linear algebra with fractions.Fraction: solve, invert, determinant."""
from fractions import Fraction
from typing import List

Matrix = List[List[Fraction]]


def to_matrix(rows: List[List[int]]) -> Matrix:
    return [[Fraction(x) for x in r] for r in rows]


def determinant(m: Matrix) -> Fraction:
    a = [row[:] for row in m]
    n = len(a)
    det = Fraction(1)
    for col in range(n):
        pivot = next((r for r in range(col, n) if a[r][col] != 0), None)
        if pivot is None:
            return Fraction(0)
        if pivot != col:
            a[col], a[pivot] = a[pivot], a[col]
            det = -det
        det *= a[col][col]
        for r in range(col + 1, n):
            f = a[r][col] / a[col][col]
            a[r] = [x - f * y for x, y in zip(a[r], a[col])]
    return det


def inverse(m: Matrix) -> Matrix:
    n = len(m)
    aug = [row[:] + [Fraction(int(i == j)) for j in range(n)] for i, row in enumerate(m)]
    for col in range(n):
        pivot = next((r for r in range(col, n) if aug[r][col] != 0), None)
        if pivot is None:
            raise ZeroDivisionError("matrix is singular")
        aug[col], aug[pivot] = aug[pivot], aug[col]
        p = aug[col][col]
        aug[col] = [x / p for x in aug[col]]
        for r in range(n):
            if r != col and aug[r][col] != 0:
                f = aug[r][col]
                aug[r] = [x - f * y for x, y in zip(aug[r], aug[col])]
    return [row[n:] for row in aug]


def matmul(a: Matrix, b: Matrix) -> Matrix:
    return [[sum((x * y for x, y in zip(row, col)), Fraction(0)) for col in zip(*b)] for row in a]


def show(m: Matrix) -> str:
    return "\n".join("  ".join(f"{str(x):>7}" for x in row) for row in m)


def main() -> None:
    a = to_matrix([[2, 1, -1], [-3, -1, 2], [-2, 1, 2]])
    print("det:", determinant(a))
    inv = inverse(a)
    print(show(inv))
    ident = matmul(a, inv)
    print("identity:", all(ident[i][j] == (i == j) for i in range(3) for j in range(3)))
    b = [Fraction(8), Fraction(-11), Fraction(-3)]
    x = [sum((r * v for r, v in zip(row, b)), Fraction(0)) for row in inv]
    print("solution:", x, [float(v) for v in x])
    h = [[Fraction(1, i + j + 1) for j in range(4)] for i in range(4)]
    print("hilbert det:", determinant(h))
    print(show(inverse(h)))
    try:
        inverse(to_matrix([[1, 2], [2, 4]]))
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)
    f = Fraction("3.1415926535")
    print(f, f.limit_denominator(1000), f.limit_denominator(100), Fraction(0.1), Fraction(0.1).limit_denominator())
    print(Fraction(7, -21), Fraction("-2/6"), Fraction(5) ** -2, Fraction(9, 4) ** Fraction(1, 2))
    print(round(Fraction(7, 2)), round(Fraction(5, 2)), round(Fraction(22, 7), 3), Fraction(22, 7).as_integer_ratio())
    print(Fraction(1, 3) + 1, 2 * Fraction(1, 3), Fraction(1, 3) + 0.5, Fraction(3, 4) // Fraction(1, 8), Fraction(7, 3) % 1)
    print(f"{Fraction(1, 3)!s:>8}|", repr(Fraction(2, 4)), hash(Fraction(2, 1)) == hash(2), Fraction(1, 2) == 0.5)
    for bad in ["1/0", "abc", "1.2.3"]:
        try:
            Fraction(bad)
        except (ValueError, ZeroDivisionError) as e:
            print(type(e).__name__, e)


if __name__ == "__main__":
    main()
