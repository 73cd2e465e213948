d = {"a": 1, "b": 2, "c": 3}
k, v, it = d.keys(), d.values(), d.items()
print(k, v, it)
print(len(k), "a" in k, 2 in v, ("a", 1) in it, ("a", 2) in it, list(reversed(k)))
print(sorted(k & {"a", "z"}), sorted(k | {"z"}), sorted(k - {"a"}), sorted(k ^ {"a", "z"}), k == {"a", "b", "c"})
print(sorted(it & {("a", 1)}), k <= {"a", "b", "c", "d"}, k.isdisjoint({"x"}), it.isdisjoint({("a", 2)}))
d["d"] = 4
print(k, len(v), list(it)[-1])
del d["a"]
print(list(k), list(v))
print(dict.fromkeys(k, 0), {x: y for x, y in it}, [x * 2 for x in v])
s = {3, 1, 2}
fs = frozenset({1, 2})
print(sorted(s | fs), sorted(s & fs), sorted(s - fs), sorted(s ^ fs), type(fs | s).__name__, type(s | fs).__name__)
print(fs <= s, fs < s, s >= fs, s > s, {1} < {1, 2}, set() <= set(), frozenset() == set())
s2 = s.copy(); s2 |= {9}; s2 &= {1, 9, 3}; s2 -= {1}; s2 ^= {3, 4}; print(sorted(s2))
print(sorted(s.union([7], (8,))), sorted(s.intersection(range(3), [1, 2])), sorted(s.difference({1}, {2})))
print({i % 3 for i in range(10)}, {frozenset({1}), frozenset({1})}, len({(1, 2), (1, 2), (2, 1)}))
empty = set(); print(empty, set(), frozenset(), type({}).__name__, bool(set()), {*()} == set())
print(sorted({1, 2, 3}, reverse=True), max({4, 5}), min(frozenset({7, 8})), sum({1, 2}), 2 in {1, 2}, [] == list())
dd = {}
dd[1] = dd.get(1, 0) + 1; dd[(1, 2)] = "tuple"; dd[frozenset()] = "fs"; dd[None] = "none"; dd[True] = "overwrites 1"
print(dd)
print({**d, **{"e": 5}}, dict(d, f=6), d | {"b": 20}, {"b": 20} | d)
print(list(zip(d, d.values())), list(map(lambda kv: kv[0] * kv[1], d.items())))
nested = {"a": {"b": {"c": 1}}}
print(nested["a"]["b"]["c"], nested.get("x", {}).get("y"), "b" in nested["a"], list(nested["a"]))
