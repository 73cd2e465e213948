"""Generate a maze with a seeded random DFS, then solve it with a deque BFS."""
import random
from collections import deque
from typing import Dict, List, Optional, Tuple

Cell = Tuple[int, int]


def generate(w: int, h: int, rng: random.Random) -> List[List[str]]:
    grid = [["#"] * (2 * w + 1) for _ in range(2 * h + 1)]
    stack = [(0, 0)]
    seen = {(0, 0)}
    grid[1][1] = " "
    while stack:
        x, y = stack[-1]
        nbrs = [(x + dx, y + dy) for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
                if 0 <= x + dx < w and 0 <= y + dy < h and (x + dx, y + dy) not in seen]
        if not nbrs:
            stack.pop()
            continue
        nx, ny = rng.choice(nbrs)
        grid[y + ny + 1][x + nx + 1] = " "
        grid[2 * ny + 1][2 * nx + 1] = " "
        seen.add((nx, ny))
        stack.append((nx, ny))
    return grid


def solve(grid: List[List[str]], start: Cell, goal: Cell) -> Optional[List[Cell]]:
    prev: Dict[Cell, Optional[Cell]] = {start: None}
    q = deque([start])
    while q:
        cur = q.popleft()
        if cur == goal:
            break
        r, c = cur
        for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if grid[nr][nc] == " " and (nr, nc) not in prev:
                prev[(nr, nc)] = cur
                q.append((nr, nc))
    if goal not in prev:
        return None
    path, node = [], goal
    while node is not None:
        path.append(node)
        node = prev[node]
    return path[::-1]


def main() -> None:
    rng = random.Random(7)
    for w, h in ((8, 5), (30, 20)):
        grid = generate(w, h, rng)
        start, goal = (1, 1), (2 * h - 1, 2 * w - 1)
        path = solve(grid, start, goal)
        print(f"{w}x{h}: path length {len(path)}")
        if w <= 10:
            for r, c in path:
                grid[r][c] = "."
            print("\n".join("".join(row) for row in grid))
    big = generate(60, 40, random.Random(11))
    p = solve(big, (1, 1), (79, 119))
    print("60x40:", len(p), p[:3], p[-2:])
    open_cells = sum(row.count(" ") for row in big)
    print("open cells:", open_cells)


if __name__ == "__main__":
    main()
