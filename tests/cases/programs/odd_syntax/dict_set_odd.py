d = dict(a=1, b=2)
d.update([("c", 3)], d=4)
print(d, dict.fromkeys("xyz", 0), dict(zip(range(3), "abc")), {**d, "a": 0})
print(d | {"e": 5}, {k: v for k, v in d.items() if v % 2})
d2 = d.copy()
d2 |= {"a": 100}
print(d2["a"], d["a"], list(d.keys())[-1], list(reversed(d)))
print(d.pop("zz", "default"), d.popitem(), d.setdefault("new", []), d)
s = {3, 1, 2}
print(sorted(s | {5}), sorted(s & {1, 9}), sorted(s - {1}), sorted(s ^ {1, 7}), s <= {1, 2, 3, 4})
fs = frozenset([1, 2])
print({fs: "frozen"}[frozenset([2, 1])], fs | {3} == {1, 2, 3}, type(fs | {3}).__name__)
keys = {(1, 2): "tuple", 1.0: "float", True: "bool?"}
print(keys, keys[1], len({1, 1.0, True}))
nested = {"a": {"b": {"c": 1}}}
nested["a"]["b"]["d"] = 2
print(nested, {1: 2}.get(3), {}.get("x", "dflt"))
counts = {}
for ch in "mississippi":
    counts[ch] = counts.get(ch, 0) + 1
print(counts, max(counts, key=counts.get), sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
print({i: i ** 2 for i in range(4)}.values(), list({"b": 1, "a": 2}.items()))
e = {}
e[1] = "a"
del e[1]
e[2] = "b"
e[1] = "c"
print(e, list(e))
