"""Breadth-first search problems solved with collections.deque."""
from collections import deque
from typing import Dict, List, Optional, Tuple

MAZE = [
    "S.#.......",
    ".##.####.#",
    "....#..#..",
    "#.#.#.##.#",
    "..#...#...",
    ".####.#.#.",
    "......#.#E",
]


def shortest_path(grid: List[str]) -> Optional[List[Tuple[int, int]]]:
    rows, cols = len(grid), len(grid[0])
    start = next((r, c) for r in range(rows) for c in range(cols) if grid[r][c] == "S")
    goal = next((r, c) for r in range(rows) for c in range(cols) if grid[r][c] == "E")
    prev: Dict[Tuple[int, int], Optional[Tuple[int, int]]] = {start: None}
    q = deque([start])
    while q:
        cur = q.popleft()
        if cur == goal:
            path = []
            while cur is not None:
                path.append(cur)
                cur = prev[cur]
            return path[::-1]
        r, c = cur
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] != "#" and (nr, nc) not in prev:
                prev[(nr, nc)] = cur
                q.append((nr, nc))
    return None


def word_ladder(begin: str, end: str, words: List[str]) -> int:
    wordset = set(words)
    q = deque([(begin, 1)])
    seen = {begin}
    while q:
        w, d = q.popleft()
        if w == end:
            return d
        for i in range(len(w)):
            for ch in "abcdefghijklmnopqrstuvwxyz":
                nw = w[:i] + ch + w[i + 1:]
                if nw in wordset and nw not in seen:
                    seen.add(nw)
                    q.append((nw, d + 1))
    return 0


def sliding_max(nums: List[int], k: int) -> List[int]:
    dq: deque = deque()
    out = []
    for i, v in enumerate(nums):
        while dq and nums[dq[-1]] <= v:
            dq.pop()
        dq.append(i)
        if dq[0] <= i - k:
            dq.popleft()
        if i >= k - 1:
            out.append(nums[dq[0]])
    return out


def main() -> None:
    path = shortest_path(MAZE)
    print("steps:", len(path) - 1)
    canvas = [list(row) for row in MAZE]
    for r, c in path[1:-1]:
        canvas[r][c] = "*"
    print("\n".join("".join(row) for row in canvas))
    print(shortest_path(["S#", "#E"]))
    words = ["hot", "dot", "dog", "lot", "log", "cog"]
    print("ladder:", word_ladder("hit", "cog", words), word_ladder("hit", "cog", words[:-1]))
    print(sliding_max([1, 3, -1, -3, 5, 3, 6, 7], 3))
    d = deque(range(5), maxlen=5)
    d.append(5)
    d.appendleft(-1)
    print(d, d.maxlen)
    d.rotate(2)
    print(d, d[0], d[-1], d.index(3))
    d.extendleft([10, 11])
    print(d, d.count(11))
    try:
        deque().pop()
    except IndexError as e:
        print("IndexError:", e)
    history = deque(maxlen=3)
    for cmd in ["ls", "cd /", "pwd", "echo hi", "exit"]:
        history.append(cmd)
    print(list(history), repr(deque("ab")))


if __name__ == "__main__":
    main()
