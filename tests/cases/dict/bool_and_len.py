d = {}
print(bool(d), len(d), not d)
d[None] = None
print(bool(d), len(d), d)
