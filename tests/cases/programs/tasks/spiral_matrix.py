from typing import List


def spiral_order(m: List[List[int]]) -> List[int]:
    out: List[int] = []
    if not m:
        return out
    top, bottom, left, right = 0, len(m) - 1, 0, len(m[0]) - 1
    while top <= bottom and left <= right:
        for c in range(left, right + 1):
            out.append(m[top][c])
        top += 1
        for r in range(top, bottom + 1):
            out.append(m[r][right])
        right -= 1
        if top <= bottom:
            for c in range(right, left - 1, -1):
                out.append(m[bottom][c])
            bottom -= 1
        if left <= right:
            for r in range(bottom, top - 1, -1):
                out.append(m[r][left])
            left += 1
    return out


def generate_spiral(n: int) -> List[List[int]]:
    grid = [[0] * n for _ in range(n)]
    r = c = 0
    dr, dc = 0, 1
    for k in range(1, n * n + 1):
        grid[r][c] = k
        nr, nc = r + dr, c + dc
        if not (0 <= nr < n and 0 <= nc < n) or grid[nr][nc]:
            dr, dc = dc, -dr
            nr, nc = r + dr, c + dc
        r, c = nr, nc
    return grid


def rotate(m: List[List[int]]) -> List[List[int]]:
    return [list(row) for row in zip(*m[::-1])]


print(spiral_order([[1, 2, 3], [4, 5, 6], [7, 8, 9]]))
print(spiral_order([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]))
print(spiral_order([[1], [2], [3]]))
print(spiral_order([]))
g = generate_spiral(5)
for row in g:
    print(" ".join(f"{x:2}" for x in row))
for row in rotate(g):
    print(row)
