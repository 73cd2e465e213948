# Red team 2 (issue 10), program 03_sort_lt_mutate.
# attacks: __lt__ mutating the list during list.sort, sorted, min, max
class X:
    def __init__(self, v, l): self.v = v; self.l = l
    def __lt__(self, o):
        self.l.append(X(0, self.l)); self.l.clear(); self.l.extend([1,2,3])
        return self.v < o.v
l = []
l.extend(X(i, l) for i in range(20))
try:
    l.sort()
except ValueError as e:
    print("VE", e)
print(len(l))
m = [X(i, []) for i in range(20)]
for x in m: x.l = m
print(type(min(m)).__name__)
print(len(m))
try:
    print(len(sorted(m)))
except Exception as e:
    print(type(e).__name__, e)
