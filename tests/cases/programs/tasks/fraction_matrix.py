"""Exact linear algebra with a hand-written Fraction class: determinant, inverse, solve."""
import math
from typing import List, Sequence, Union

Num = Union[int, "Frac"]


class Frac:
    __slots__ = ("n", "d")

    def __init__(self, n: int, d: int = 1) -> None:
        if d == 0:
            raise ZeroDivisionError(f"Frac({n}, 0)")
        if d < 0:
            n, d = -n, -d
        g = math.gcd(n, d)
        self.n, self.d = n // g, d // g

    @staticmethod
    def of(x: Num) -> "Frac":
        return x if isinstance(x, Frac) else Frac(x)

    def __add__(self, o: Num) -> "Frac":
        o = Frac.of(o)
        return Frac(self.n * o.d + o.n * self.d, self.d * o.d)

    __radd__ = __add__

    def __sub__(self, o: Num) -> "Frac":
        o = Frac.of(o)
        return Frac(self.n * o.d - o.n * self.d, self.d * o.d)

    def __rsub__(self, o: Num) -> "Frac":
        return Frac.of(o) - self

    def __mul__(self, o: Num) -> "Frac":
        o = Frac.of(o)
        return Frac(self.n * o.n, self.d * o.d)

    __rmul__ = __mul__

    def __truediv__(self, o: Num) -> "Frac":
        o = Frac.of(o)
        return Frac(self.n * o.d, self.d * o.n)

    def __rtruediv__(self, o: Num) -> "Frac":
        return Frac.of(o) / self

    def __neg__(self) -> "Frac":
        return Frac(-self.n, self.d)

    def __abs__(self) -> "Frac":
        return Frac(abs(self.n), self.d)

    def __pow__(self, k: int) -> "Frac":
        if k < 0:
            return Frac(self.d ** -k, self.n ** -k)
        return Frac(self.n ** k, self.d ** k)

    def __eq__(self, o: object) -> bool:
        if isinstance(o, int):
            return self.d == 1 and self.n == o
        if isinstance(o, Frac):
            return (self.n, self.d) == (o.n, o.d)
        return NotImplemented

    def __lt__(self, o: Num) -> bool:
        o = Frac.of(o)
        return self.n * o.d < o.n * self.d

    def __hash__(self) -> int:
        return hash(self.n) if self.d == 1 else hash((self.n, self.d))

    def __bool__(self) -> bool:
        return self.n != 0

    def __float__(self) -> float:
        return self.n / self.d

    def __repr__(self) -> str:
        return f"Frac({self.n}, {self.d})"

    def __str__(self) -> str:
        return str(self.n) if self.d == 1 else f"{self.n}/{self.d}"


Matrix = List[List[Frac]]


def mat(rows: Sequence[Sequence[int]]) -> Matrix:
    return [[Frac(x) for x in row] for row in rows]


def show(m: Matrix) -> str:
    cells = [[str(x) for x in row] for row in m]
    w = max(len(c) for row in cells for c in row)
    return "\n".join("[" + " ".join(c.rjust(w) for c in row) + "]" for row in cells)


def det(m: Matrix) -> Frac:
    a = [row[:] for row in m]
    n = len(a)
    result = Frac(1)
    for col in range(n):
        pivot = next((r for r in range(col, n) if a[r][col]), None)
        if pivot is None:
            return Frac(0)
        if pivot != col:
            a[col], a[pivot] = a[pivot], a[col]
            result = -result
        result = result * a[col][col]
        for r in range(col + 1, n):
            f = a[r][col] / a[col][col]
            a[r] = [x - f * y for x, y in zip(a[r], a[col])]
    return result


def inverse(m: Matrix) -> Matrix:
    n = len(m)
    a = [row[:] + [Frac(int(i == j)) for j in range(n)] for i, row in enumerate(m)]
    for col in range(n):
        pivot = next((r for r in range(col, n) if a[r][col]), None)
        if pivot is None:
            raise ValueError("matrix is singular")
        a[col], a[pivot] = a[pivot], a[col]
        p = a[col][col]
        a[col] = [x / p for x in a[col]]
        for r in range(n):
            if r != col and a[r][col]:
                f = a[r][col]
                a[r] = [x - f * y for x, y in zip(a[r], a[col])]
    return [row[n:] for row in a]


def matmul(x: Matrix, y: Matrix) -> Matrix:
    return [[sum((a * b for a, b in zip(row, col)), Frac(0)) for col in zip(*y)] for row in x]


def main() -> None:
    a = mat([[2, -1, 0], [-1, 2, -1], [0, -1, 2]])
    print(show(a))
    print("det =", det(a))
    inv = inverse(a)
    print(show(inv))
    print(show(matmul(a, inv)))
    h = [[Frac(1, i + j + 1) for j in range(4)] for i in range(4)]
    print("hilbert det =", det(h), float(det(h)))
    print(show(inverse(h)))
    x = Frac(3, 4)
    print(x + 1, 1 - x, x * x, 2 / x, x ** -2, -x, abs(-x), x == Frac(6, 8), x < 1, sorted([x, Frac(1, 2), Frac(5, 4)]))
    print(repr(x), hash(Frac(4, 2)) == hash(2), {Frac(1, 2): "half"}[Frac(2, 4)], f"{float(x):.3f}", bool(Frac(0)))
    try:
        inverse(mat([[1, 2], [2, 4]]))
    except ValueError as exc:
        print("ValueError:", exc)
    print(Frac(1, 0))


if __name__ == "__main__":
    main()
