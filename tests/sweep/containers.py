# list, tuple, dict, set, frozenset, range, slice, sorting and comprehensions.
L = [5, 3, 8, 1]
L.append(9)
L.extend(range(3))
L.insert(0, 7)
L.sort()
L.reverse()
print(L, L[1:5], L[::-2], L.index(8), L.count(1), L.pop(), L * 2, [0] * 3 + L)
del L[1:3]
L[0:1] = ["a", "b"]
print(L, sorted(L[2:], key=lambda v: -v), list(reversed(L)), len(L), 3 in L)
t = (1, "two", 3.0, (4, 5))
print(t, t[1:], t + (6,), t.index(3.0), hash((1, 2)) == hash((1, 2)), tuple("abc"))
d = {"x": 1, "y": [2, 3]}
d["z"] = {"inner": True}
d.update(w=4)
d.setdefault("v", 5)
print(d, list(d.keys()), list(d.values())[0], list(d.items())[-1], d.get("q", "no"))
print(d.pop("x"), d.popitem(), {k: v for k, v in d.items() if k != "y"}, dict(zip("ab", [1, 2])))
print(d | {"n": 0}, dict.fromkeys("ab", 0), len(d), "y" in d, sorted({3: 1, 1: 2}))
s = {3, 1, 2}
s.add(10)
s.discard(1)
f = frozenset([1, 2, 3])
print(sorted(s), sorted(s | f), sorted(s & f), sorted(s - f), sorted(s ^ f), f < {1, 2, 3, 4})
print(sorted({x % 5 for x in range(20)}), frozenset() == set(), hash(f) == hash(frozenset(f)))
r = range(2, 30, 3)
print(r, list(r), r[2], r[-1], r[1:3], len(r), 11 in r, r.index(8), range(5)[::-1])
sl = slice(1, 8, 2)
print(sl, "abcdefghij"[sl], sl.indices(5), [i * j for i in range(3) for j in range(i)])
print(list(map(str, [1, 2])), list(filter(None, [0, 1, 2])), list(enumerate("ab")), any([]))
print(sum(x * x for x in range(10)), max("abc", key=ord), list(zip(*[(1, 2), (3, 4)])))
