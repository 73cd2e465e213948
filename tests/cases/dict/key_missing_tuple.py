d = {}
print(d[(1, "a")])
