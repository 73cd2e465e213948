d = {"list": [1, 2], "dict": {"inner": (1, 2)}, "none": None, "str": "it's"}
print(d)
d["list"].append(3)
d["dict"]["new"] = {}
print(d)
