"""A dictionary-of-keys sparse matrix with operator overloading."""
from __future__ import annotations

import operator
from collections import defaultdict
from typing import Callable, Dict, Iterator, Tuple


class SparseMatrix:
    def __init__(self, rows: int, cols: int, data: Dict[Tuple[int, int], float] | None = None) -> None:
        self.shape = (rows, cols)
        self.data: Dict[Tuple[int, int], float] = {k: v for k, v in (data or {}).items() if v}

    @classmethod
    def identity(cls, n: int) -> SparseMatrix:
        return cls(n, n, {(i, i): 1 for i in range(n)})

    def __getitem__(self, key: Tuple[int, int]) -> float:
        r, c = key
        if not (0 <= r < self.shape[0] and 0 <= c < self.shape[1]):
            raise IndexError(f"index {key} out of range for shape {self.shape}")
        return self.data.get(key, 0)

    def __setitem__(self, key: Tuple[int, int], value: float) -> None:
        self[key]
        if value:
            self.data[key] = value
        else:
            self.data.pop(key, None)

    def _elementwise(self, other: SparseMatrix, op: Callable) -> SparseMatrix:
        if self.shape != other.shape:
            raise ValueError(f"shape mismatch {self.shape} vs {other.shape}")
        keys = set(self.data) | set(other.data)
        return SparseMatrix(*self.shape, {k: op(self.data.get(k, 0), other.data.get(k, 0)) for k in keys})

    def __add__(self, other: SparseMatrix) -> SparseMatrix:
        return self._elementwise(other, operator.add)

    def __sub__(self, other: SparseMatrix) -> SparseMatrix:
        return self._elementwise(other, operator.sub)

    def __mul__(self, k: float) -> SparseMatrix:
        return SparseMatrix(*self.shape, {key: v * k for key, v in self.data.items()})

    __rmul__ = __mul__

    def __matmul__(self, other: SparseMatrix) -> SparseMatrix:
        if self.shape[1] != other.shape[0]:
            raise ValueError("inner dimensions differ")
        by_row = defaultdict(list)
        for (r, c), v in other.data.items():
            by_row[r].append((c, v))
        out: Dict[Tuple[int, int], float] = defaultdict(float)
        for (i, k), a in self.data.items():
            for j, b in by_row[k]:
                out[(i, j)] += a * b
        return SparseMatrix(self.shape[0], other.shape[1], out)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, SparseMatrix) and self.shape == other.shape and self.data == other.data

    def __iter__(self) -> Iterator[Tuple[Tuple[int, int], float]]:
        return iter(sorted(self.data.items()))

    def transpose(self) -> SparseMatrix:
        return SparseMatrix(self.shape[1], self.shape[0], {(c, r): v for (r, c), v in self.data.items()})

    def __repr__(self) -> str:
        return f"SparseMatrix{self.shape}({dict(sorted(self.data.items()))})"

    def dense(self) -> str:
        return "\n".join(" ".join(f"{self.data.get((r, c), 0):g}" for c in range(self.shape[1])) for r in range(self.shape[0]))


def main() -> None:
    a = SparseMatrix(3, 3, {(0, 0): 2, (1, 2): 3, (2, 1): -1, (0, 2): 0})
    b = SparseMatrix.identity(3) * 2
    print(a)
    print((a + b).dense())
    print((a @ a).dense())
    print(a @ SparseMatrix.identity(3) == a, (a - a).data, (0.5 * a)[1, 2])
    print(list(a.transpose()), a.__annotations__ if hasattr(a, "__annotations__") else "")
    a[1, 1] = 7
    a[0, 0] = 0
    print(a)
    for bad in [lambda: a[3, 0], lambda: a + SparseMatrix(2, 2), lambda: a @ SparseMatrix(2, 3)]:
        try:
            bad()
        except (IndexError, ValueError) as e:
            print(type(e).__name__, e)
    print(SparseMatrix.__init__.__annotations__)


if __name__ == "__main__":
    main()
