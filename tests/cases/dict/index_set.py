d = {"a": 1}
d["b"] = 2
d["a"] = 10
print(d, d["a"], len(d))
