s = {1, 2}
print(len(s), bool(s), bool(set()), 1 in s, 3 in s, 3 not in s)
print(s.__contains__(2), s.__len__())
