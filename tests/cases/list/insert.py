a = [1, 2, 3]
a.insert(0, 0)
a.insert(2, 1.5)
a.insert(100, 99)
a.insert(-1, "x")
a.insert(-100, "first")
print(a)
