t = (1, 2, 2, 3)
print(2 in t, 9 in t, t.count(2), t.index(3))
