d = {"a": [1]}
d["a"].append(2)
if "b" not in d:
    d["b"] = []
d["b"].append(3)
e = {}
for k in d:
    e[k] = d[k]
e["c"] = 0
print(d, e, len(e))
