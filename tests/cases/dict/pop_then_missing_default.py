d = {"a": 1}
print(d.pop("a", 0), d.pop("a", 0), d.pop("a", None), d)
