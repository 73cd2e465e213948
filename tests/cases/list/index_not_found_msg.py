a = ["x", "y"]
print(a.index("y"))
a.index("z")
