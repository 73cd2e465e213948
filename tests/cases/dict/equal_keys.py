d = {1: "int"}
d[1.0] = "float"
d[True] = "bool"
print(d, len(d))
