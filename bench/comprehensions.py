# List/dict/set comprehensions, nested, with conditions.
total = 0
for rep in range(12):
    sq = [i * i for i in range(20000)]
    d = {i: i % 17 for i in range(10000)}
    s = {i % 1000 for i in range(20000)}
    grid = [[(r * c) % 7 for c in range(60)] for r in range(60)]
    flat = [x for row in grid for x in row if x]
    inv = {v: k for k, v in d.items()}
    total += sum(sq) % 1000003 + len(s) + sum(flat) + len(inv) + rep
pairs = [(a, b) for a in range(100) for b in range(a, 100) if (a + b) % 13 == 0]
print("comprehensions", total, len(pairs), pairs[:4])
