a = [3, 1.5, 2]
a.sort()
print(a)
b = [1, "a"]
b.sort()
