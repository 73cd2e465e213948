print(sorted({5, 3, 9}, reverse=True))
print(sorted([{1, 2}, {1}, {2}], key=len))
print(list(map(sorted, [{3, 1}, {2}])))
