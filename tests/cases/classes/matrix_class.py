class Matrix:
    def __init__(self, rows): self.rows = [list(r) for r in rows]
    @classmethod
    def identity(cls, n): return cls([[int(i == j) for j in range(n)] for i in range(n)])
    @staticmethod
    def _dot(a, b): return sum(x * y for x, y in zip(a, b))
    @property
    def shape(self): return (len(self.rows), len(self.rows[0]))
    def __matmul__(self, o):
        cols = list(zip(*o.rows))
        return Matrix([[self._dot(r, c) for c in cols] for r in self.rows])
    def __getitem__(self, ij):
        i, j = ij
        return self.rows[i][j]
    def __setitem__(self, ij, v):
        i, j = ij
        self.rows[i][j] = v
    def __eq__(self, o): return self.rows == o.rows
    def __repr__(self): return f"Matrix({self.rows})"
m = Matrix([[1, 2], [3, 4]])
print(m @ Matrix.identity(2) == m, m @ m, m.shape, m[1, 0])
m[0, 0] = 9
print(m, Matrix.identity(3).shape)
