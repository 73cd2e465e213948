d = {"a": 1, 2: "b"}
print("a" in d, 1 in d, 2 in d, "b" in d, "z" not in d)
