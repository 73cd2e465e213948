# Red team 2 (issue 10), program 187_sort_raise_midmerge.
# attacks: list.sort where __lt__ raises at the k-th comparison (mid-merge / mid-gallop): the list must still be a permutation of the original
class X:
    budget = 0
    def __init__(self, v): self.v = v
    def __lt__(self, o):
        X.budget -= 1
        if X.budget < 0: raise ValueError("stop")
        return self.v < o.v
seed = 12345
def rnd():
    global seed
    seed = (seed * 1103515245 + 12345) % 2**31
    return seed
bad = 0
for n in (10, 64, 65, 200, 1000, 3000):
    for pattern in range(4):
        if pattern == 0: vals = [rnd() % 1000 for _ in range(n)]
        elif pattern == 1: vals = list(range(n)) + list(range(n // 2))
        elif pattern == 2: vals = [i // 7 for i in range(n)][::-1] + [rnd() % 50 for _ in range(n // 3)]
        else: vals = sorted(rnd() % 100 for _ in range(n)) + sorted(rnd() % 100 for _ in range(n))
        for k in (0, 1, 5, 37, 300, 2000, 10000):
            l = [X(v) for v in vals]
            ids = sorted(id(x) for x in l)
            X.budget = k
            try:
                l.sort()
                ok = "sorted"
            except ValueError:
                ok = "raised"
            if sorted(id(x) for x in l) != ids:
                bad += 1
                print("NOT A PERMUTATION", n, pattern, k)
            if ok == "sorted" and any(l[i + 1].v < l[i].v for i in range(len(l) - 1)):
                print("NOT SORTED", n, pattern, k)
print("bad", bad)
