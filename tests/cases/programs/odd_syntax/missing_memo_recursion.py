class Fib(dict):
    def __missing__(self, n):
        v = self[n] = n if n < 2 else self[n - 1] + self[n - 2]
        return v
f = Fib()
print(f[50], len(f), f[10], sorted(f)[:5])
class Grid(dict):
    def __init__(self, rows):
        super().__init__(((r, c), ch) for r, row in enumerate(rows) for c, ch in enumerate(row))
    def __missing__(self, key): return "#"
    def neighbors(self, r, c):
        return [self[r + dr, c + dc] for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dr, dc) != (0, 0)]
g = Grid(["..#", ".#.", "..."])
print(g[0, 0], g[5, 5], g.get((5, 5)), (5, 5) in g, g.neighbors(0, 0).count("#"), len(g))
def count_paths(rows):
    grid = Grid(rows); n, m = len(rows), len(rows[0])
    memo = {}
    def go(r, c):
        if grid[r, c] == "#": return 0
        if (r, c) == (n - 1, m - 1): return 1
        if (r, c) not in memo: memo[r, c] = go(r + 1, c) + go(r, c + 1)
        return memo[r, c]
    return go(0, 0), len(memo)
print(count_paths(["....", "..#.", "....", "#..."]), count_paths(["." * 8] * 8))
class Counter(dict):
    def __missing__(self, k): return 0
    def most_common(self, n=None):
        items = sorted(self.items(), key=lambda kv: (-kv[1], kv[0]))
        return items if n is None else items[:n]
c = Counter()
for w in "the cat and the hat and the bat".split(): c[w] += 1
print(c.most_common(2), c["zebra"], "zebra" in c, len(c), c.get("zebra", "no"))
class Tree(dict):
    def __missing__(self, k): v = self[k] = Tree(); return v
    def __repr__(self): return "{" + ", ".join(f"{k}: {v!r}" for k, v in self.items()) + "}"
t = Tree(); t["a"]["b"]["c"] = 1; t["a"]["x"] = 2; t["z"]
print(t, list(t["a"]), t["a"]["b"])
import sys
sys.setrecursionlimit(2000)
def depth(n): return 0 if n == 0 else 1 + depth(n - 1)
print(depth(900))
