data = [('x', 2), ('y', 1), ('z', 2), ('w', 1)]
print(sorted(data, key=lambda p: p[1]))
print(sorted(data, key=lambda p: p[1], reverse=True))
sorted([1], [2])
