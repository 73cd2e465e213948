# Red team 2 (issue 10), program 199_sort_reentrant.
# attacks: re-entrant list.sort: __lt__ / key calls l.sort(), l.reverse(), l[:] = ..., l.extend(...) on the list being sorted
import sys
l = []
class X:
    depth = 0
    def __init__(self, v): self.v = v
    def __lt__(self, o):
        if X.depth < 3:
            X.depth += 1
            try:
                l.sort()
                l.reverse()
                l[:] = l[::-1]
                l.extend([X(-1)])
                del l[:1]
            finally:
                X.depth -= 1
        return self.v < o.v
for n in (5, 70, 500):
    l[:] = [X((i * 7919) % n) for i in range(n)]
    try:
        l.sort()
        print(n, "sorted", len(l))
    except ValueError as e:
        print(n, "VE", e, len(l))
    print(sorted(x.v for x in l) == sorted(set(x.v for x in l)) or len(l))
m = list(range(300))
def key(v):
    m.sort(key=lambda z: -z)
    m.insert(0, v)
    return v
try: m.sort(key=key)
except ValueError as e: print("VE", e)
print(len(m))
