from typing import List

Matrix = List[List[float]]


def matmul(a: Matrix, b: Matrix) -> Matrix:
    return [[sum(a[i][k] * b[k][j] for k in range(len(b))) for j in range(len(b[0]))]
            for i in range(len(a))]


def transpose(m: Matrix) -> Matrix:
    return [list(row) for row in zip(*m)]


def identity(n: int) -> Matrix:
    return [[1 if i == j else 0 for j in range(n)] for i in range(n)]


def mat_pow(m: Matrix, e: int) -> Matrix:
    result = identity(len(m))
    while e:
        if e & 1:
            result = matmul(result, m)
        m = matmul(m, m)
        e >>= 1
    return result


def determinant(m: Matrix) -> float:
    n = len(m)
    a = [row[:] for row in m]
    det = 1.0
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        if abs(a[pivot][col]) < 1e-12:
            return 0.0
        if pivot != col:
            a[col], a[pivot] = a[pivot], a[col]
            det = -det
        det *= a[col][col]
        for r in range(col + 1, n):
            f = a[r][col] / a[col][col]
            for c in range(col, n):
                a[r][c] -= f * a[col][c]
    return det


def show(m: Matrix) -> None:
    for row in m:
        print(" ".join(f"{x:8.3f}" if isinstance(x, float) else f"{x:8d}" for x in row))


A = [[1, 2, 3], [4, 5, 6]]
B = [[7, 8], [9, 10], [11, 12]]
show(matmul(A, B))
show(transpose(A))
fib = mat_pow([[1, 1], [1, 0]], 90)
print("fib(90) =", fib[0][1])
print("det:", round(determinant([[2.0, -3, 1], [2, 0, -1], [1, 4, 5]]), 6))
print("det singular:", determinant([[1.0, 2], [2, 4]]))
H = [[1 / (i + j + 1) for j in range(4)] for i in range(4)]
show(H)
print(f"det hilbert4: {determinant(H):.6e}")
rot = [[0, -1], [1, 0]]
print(mat_pow(rot, 4), mat_pow(rot, 3))
