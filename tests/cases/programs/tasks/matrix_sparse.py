from typing import Dict, Iterator, Tuple

Key = Tuple[int, int]


class SparseMatrix:
    def __init__(self, rows: int, cols: int) -> None:
        self.rows = rows
        self.cols = cols
        self.data: Dict[Key, float] = {}

    @classmethod
    def from_dense(cls, dense) -> "SparseMatrix":
        m = cls(len(dense), len(dense[0]))
        for i, row in enumerate(dense):
            for j, v in enumerate(row):
                if v:
                    m[i, j] = v
        return m

    def __getitem__(self, key: Key) -> float:
        i, j = key
        if not (0 <= i < self.rows and 0 <= j < self.cols):
            raise IndexError(f"index {key} out of range for {self.rows}x{self.cols}")
        return self.data.get(key, 0)

    def __setitem__(self, key: Key, value: float) -> None:
        if value == 0:
            self.data.pop(key, None)
        else:
            self.data[key] = value

    def __iter__(self) -> Iterator[Tuple[Key, float]]:
        return iter(sorted(self.data.items()))

    def __matmul__(self, other: "SparseMatrix") -> "SparseMatrix":
        if self.cols != other.rows:
            raise ValueError("shape mismatch")
        by_row: Dict[int, Dict[int, float]] = {}
        for (k, j), v in other.data.items():
            by_row.setdefault(k, {})[j] = v
        out = SparseMatrix(self.rows, other.cols)
        for (i, k), a in self.data.items():
            for j, b in by_row.get(k, {}).items():
                out[i, j] = out[i, j] + a * b
        return out

    def __add__(self, other: "SparseMatrix") -> "SparseMatrix":
        out = SparseMatrix(self.rows, self.cols)
        for k in set(self.data) | set(other.data):
            out[k] = self.data.get(k, 0) + other.data.get(k, 0)
        return out

    def T(self) -> "SparseMatrix":
        out = SparseMatrix(self.cols, self.rows)
        out.data = {(j, i): v for (i, j), v in self.data.items()}
        return out

    def density(self) -> float:
        return len(self.data) / (self.rows * self.cols)

    def __str__(self) -> str:
        return "\n".join(" ".join(f"{self[i, j]:>3}" for j in range(self.cols))
                         for i in range(self.rows))


A = SparseMatrix.from_dense([[1, 0, 0, 2], [0, 0, 3, 0], [0, 4, 0, 0]])
B = SparseMatrix.from_dense([[0, 1], [2, 0], [0, 0], [1, 1]])
print(A)
print(list(A))
C = A @ B
print(C)
print((A + A).data == {k: 2 * v for k, v in A.data.items()})
print(A.T())
print(f"{A.density():.3f}", len(C.data))
neg = A + SparseMatrix.from_dense([[-1, 0, 0, 0], [0, 0, -3, 0], [0, 0, 0, 0]])
print(list(neg))
try:
    A[3, 0]
except IndexError as e:
    print("IndexError:", e)
try:
    A @ A
except ValueError as e:
    print("ValueError:", e)
