grid = {(r, c): r * 3 + c for r in range(3) for c in range(3) if (r + c) % 2 == 0}
print(grid)
print({(a, b) for a in range(3) for b in range(a)}, sorted({frozenset((a, b)) for a in range(2) for b in range(2)}, key=sorted))
inv = {v: k for k, v in grid.items()}
print(inv)
nested = [[c for c in range(r)] for r in range(4)]
print(nested, [x for row in nested for x in row if x])
print({k: [v for v in range(k)] for k in range(3)}, {len(w): w for w in ["a", "bb", "cc", "d"]})
pairs = [(x, y) for x in "ab" for y in range(2)]
print(pairs, dict(pairs), dict.fromkeys(pairs, 0))
matrix = [[1, 2, 3], [4, 5, 6]]
print([list(col) for col in zip(*matrix)], [[row[i] for row in matrix] for i in range(3)])
print(sum(x * y for x, y in zip(range(4), range(4, 8))), max((len(w), w) for w in ["aa", "b", "cc"]))
print({(i, j): i * j for i, j in [(1, 2), (3, 4)]}[3, 4], {(1, 2): "a"}.get((1, 2)), (1, 2) in {(1, 2)})
print([i for i in range(20) if i % 2 if i % 3], [(i, j) for i in range(3) if i for j in range(i) if j != 1])
print([[y := x * 2, y + 1] for x in range(3)], [f"{k}{v}" for k, v in sorted({"b": 2, "a": 1}.items())])
d = {}
for (k1, k2), v in zip([(1, "a"), (2, "b")], "xy"):
    d.setdefault(k1, {})[k2] = v
print(d, {k: {**v} for k, v in d.items()})
print(list(map(tuple, [[1, 2], [3]])), set(map(len, ["a", "bb", "cc"])), {*map(abs, [-1, 1, -2])})
g = ((i, j) for i in range(2) for j in range(2))
print(next(g), list(g))
print([x for x in [x for x in range(3)]], [x for x in (lambda x: [x])(5)])
