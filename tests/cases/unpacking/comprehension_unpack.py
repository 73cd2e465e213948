pairs = [(1, "a"), (2, "b")]
print([n * 2 for n, _ in pairs], {s: n for n, s in pairs})
print([(x, y) for x, *y in ["abc", "de"]])
print(sum(a * b for a, b in pairs if a > 1))
