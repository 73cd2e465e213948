d = {"x": 1}
print(d["x"])
d[""]
