a = [1, 2, 3, 2, 1]
print(2 in a, 5 in a, 5 not in a, a.index(3), a.count(2), a.count(7))
