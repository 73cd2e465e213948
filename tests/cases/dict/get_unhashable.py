d = {"a": 1}
print(d.get("a"))
d.get([1])
