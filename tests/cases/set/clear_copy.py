s = {1, 2, 3}
t = s.copy()
s.clear()
print(s, t, len(s), len(t))
f = frozenset(t)
print(f.copy() is f, f.copy() == f)
