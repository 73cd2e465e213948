d = {"a": 1, "b": 2, "c": 3}
d["a"] = 100
print(d)
d["b"] = 20
d["d"] = 4
print(d)
