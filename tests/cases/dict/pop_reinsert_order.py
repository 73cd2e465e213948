d = {"a": 1, "b": 2, "c": 3}
v = d.pop("a")
d["a"] = v
print(d, list(d.keys()), list(d.values()))
