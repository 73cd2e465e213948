from typing import Dict, List, Optional

Graph = Dict[str, List[str]]


def bfs_path(graph: Graph, start: str, goal: str) -> Optional[List[str]]:
    queue: List[List[str]] = [[start]]
    seen = {start}
    head = 0
    while head < len(queue):
        path = queue[head]
        head += 1
        node = path[-1]
        if node == goal:
            return path
        for nxt in graph.get(node, []):
            if nxt not in seen:
                seen.add(nxt)
                queue.append(path + [nxt])
    return None


def levels(graph: Graph, start: str) -> Dict[str, int]:
    dist = {start: 0}
    frontier = [start]
    while frontier:
        nxt_frontier = []
        for node in frontier:
            for nb in graph.get(node, []):
                if nb not in dist:
                    dist[nb] = dist[node] + 1
                    nxt_frontier.append(nb)
        frontier = nxt_frontier
    return dist


g: Graph = {
    "A": ["B", "C"],
    "B": ["D", "E"],
    "C": ["F"],
    "D": [],
    "E": ["F", "G"],
    "F": ["H"],
    "G": ["H"],
    "H": [],
    "X": ["Y"],
}
print(bfs_path(g, "A", "H"))
print(bfs_path(g, "A", "G"))
print(bfs_path(g, "A", "Y"))
print(bfs_path(g, "X", "Y"))
d = levels(g, "A")
for k in sorted(d):
    print(k, d[k])
grid = ["..#....", ".##.##.", "...#...", "#.....#", "..###.."]


def grid_bfs(grid: List[str], sr: int, sc: int, tr: int, tc: int) -> int:
    rows, cols = len(grid), len(grid[0])
    dist = [[-1] * cols for _ in range(rows)]
    dist[sr][sc] = 0
    q = [(sr, sc)]
    for r, c in q:
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] == "." and dist[nr][nc] < 0:
                dist[nr][nc] = dist[r][c] + 1
                q.append((nr, nc))
    return dist[tr][tc]


print("grid steps:", grid_bfs(grid, 0, 0, 4, 6))
print("unreachable:", grid_bfs([".#", "#."], 0, 0, 1, 1))
