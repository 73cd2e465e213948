from typing import List, Set, Tuple

GRID = [
    "11000011",
    "11000110",
    "00100000",
    "00011001",
    "10000111",
    "11000001",
]


def count_islands(grid: List[str]) -> Tuple[int, List[int]]:
    rows, cols = len(grid), len(grid[0])
    seen: Set[Tuple[int, int]] = set()
    sizes: List[int] = []

    def dfs(r: int, c: int) -> int:
        if r < 0 or c < 0 or r >= rows or c >= cols:
            return 0
        if grid[r][c] != "1" or (r, c) in seen:
            return 0
        seen.add((r, c))
        return 1 + dfs(r + 1, c) + dfs(r - 1, c) + dfs(r, c + 1) + dfs(r, c - 1)

    for r in range(rows):
        for c in range(cols):
            if grid[r][c] == "1" and (r, c) not in seen:
                sizes.append(dfs(r, c))
    return len(sizes), sizes


def flood_fill(image: List[List[int]], sr: int, sc: int, color: int) -> List[List[int]]:
    old = image[sr][sc]
    if old == color:
        return image
    stack = [(sr, sc)]
    while stack:
        r, c = stack.pop()
        if 0 <= r < len(image) and 0 <= c < len(image[0]) and image[r][c] == old:
            image[r][c] = color
            stack.extend([(r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)])
    return image


def has_cycle_undirected(n: int, edges: List[Tuple[int, int]]) -> bool:
    adj: List[List[int]] = [[] for _ in range(n)]
    for a, b in edges:
        adj[a].append(b)
        adj[b].append(a)
    visited = [False] * n

    def dfs(u: int, parent: int) -> bool:
        visited[u] = True
        for v in adj[u]:
            if not visited[v]:
                if dfs(v, u):
                    return True
            elif v != parent:
                return True
        return False

    return any(not visited[i] and dfs(i, -1) for i in range(n))


def is_bipartite(adj: List[List[int]]) -> bool:
    color = [-1] * len(adj)
    for s in range(len(adj)):
        if color[s] != -1:
            continue
        color[s] = 0
        stack = [s]
        while stack:
            u = stack.pop()
            for v in adj[u]:
                if color[v] == -1:
                    color[v] = 1 - color[u]
                    stack.append(v)
                elif color[v] == color[u]:
                    return False
    return True


print(count_islands(GRID))
img = [[1, 1, 1], [1, 1, 0], [1, 0, 1]]
print(flood_fill(img, 1, 1, 2))
print(has_cycle_undirected(5, [(0, 1), (1, 2), (2, 3), (3, 4)]))
print(has_cycle_undirected(5, [(0, 1), (1, 2), (2, 0), (3, 4)]))
print(is_bipartite([[1, 3], [0, 2], [1, 3], [0, 2]]), is_bipartite([[1, 2, 3], [0, 2], [0, 1, 3], [0, 2]]))
