# Red team 2 (issue 10), program 108_uaf_sort_items.
# attacks: sort / min / max / sorted with __lt__ that drops the last reference to the items being compared
l = []
class X:
    def __init__(self, v): self.v = v
    def __lt__(self, o):
        l.clear()
        self.pad = [0] * 50
        return self.v < o.v
l.extend(X(i) for i in range(30, 0, -1))
try: l.sort()
except ValueError as e: print("VE", e)
print(len(l))
g = [X(i) for i in range(10)]
def key(x):
    g.clear(); return x.v
print(max(g, key=key).v, len(g))
g = [X(i) for i in range(10)]
print(min(iter(g), key=lambda x: (g.clear(), x.v)[1]).v)
class Y:
    def __init__(self, v): self.v = v
    def __eq__(self, o):
        lst.clear(); return self.v == getattr(o, 'v', None)
lst = [Y(i) for i in range(10)]
print(lst.count(Y(3)), lst.index(Y(0)) if lst else None)
lst = [Y(i) for i in range(10)]
print(Y(5) in lst, lst == [Y(i) for i in range(10)])
lst = [Y(i) for i in range(10)]
other = [Y(i) for i in range(10)]
print(lst == other, lst < other if False else "")
lst = [Y(i) for i in range(10)]
print(tuple(lst) == tuple(Y(i) for i in range(10)))
