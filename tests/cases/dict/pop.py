d = {"a": 1, "b": 2}
print(d.pop("a"), d, d.pop("zz", "dflt"), d)
