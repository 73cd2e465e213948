d = [('b', 1), ('a', 1), ('c', 0)]
print(sorted(d, key=lambda t: t[1]), sorted('hello'), sorted([3, 1, 2], reverse=True))
