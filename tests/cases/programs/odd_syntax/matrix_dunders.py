class Matrix:
    def __init__(self, rows): self.rows = [list(r) for r in rows]
    @classmethod
    def identity(cls, n): return cls([[int(i == j) for j in range(n)] for i in range(n)])
    @property
    def shape(self): return len(self.rows), len(self.rows[0]) if self.rows else 0
    def __getitem__(self, key):
        match key:
            case (int(i), int(j)): return self.rows[i][j]
            case (int(i), slice() as s): return self.rows[i][s]
            case (slice() as s, int(j)): return [r[j] for r in self.rows[s]]
            case int(i): return self.rows[i]
            case _: raise TypeError(f"bad index {key!r}")
    def __setitem__(self, key, v):
        i, j = key
        self.rows[i][j] = v
    def __matmul__(self, o):
        n, m = self.shape; m2, p = o.shape
        if m != m2: raise ValueError(f"shape mismatch {self.shape} @ {o.shape}")
        return Matrix([[sum(self[i, k] * o[k, j] for k in range(m)) for j in range(p)] for i in range(n)])
    def __rmatmul__(self, o): return NotImplemented
    def __imatmul__(self, o): self.rows = (self @ o).rows; return self
    def __mul__(self, k): return Matrix([[x * k for x in r] for r in self.rows])
    __rmul__ = __mul__
    def __add__(self, o): return Matrix([[a + b for a, b in zip(r1, r2)] for r1, r2 in zip(self.rows, o.rows)])
    def __neg__(self): return self * -1
    def __eq__(self, o): return isinstance(o, Matrix) and self.rows == o.rows
    def __iter__(self): return iter(self.rows)
    def __len__(self): return len(self.rows)
    def __repr__(self): return "Matrix(" + repr(self.rows) + ")"
    def __str__(self):
        w = max(len(str(x)) for r in self.rows for x in r)
        return "\n".join(" ".join(f"{x:>{w}}" for x in r) for r in self.rows)
    def T(self): return Matrix(zip(*self.rows))
    def __pow__(self, n):
        r = Matrix.identity(len(self))
        for _ in range(n): r @= self
        return r
a = Matrix([[1, 2], [3, 4]])
print(a[0, 1], a[1], a[0, :], a[:, 1], a[::-1, 0], a.shape, len(a))
print(a @ Matrix.identity(2) == a, a @ a, 2 * a, a * 3, -a, a + a)
print(a.T(), a ** 3, sep="\n")
a[0, 0] = 10; print(a)
b = a; b @= Matrix.identity(2); print(b is a, a)
try: a @ Matrix([[1, 2, 3]])
except ValueError as e: print(e)
try: a["x"]
except TypeError as e: print(e)
try: 5 @ a
except TypeError as e: print(e)
fib = Matrix([[1, 1], [1, 0]]) ** 10
print(fib[0, 1], [list(r) for r in fib], sum(map(sum, fib)))
