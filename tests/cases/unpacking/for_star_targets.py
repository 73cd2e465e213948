for first, *rest in ["ab", "xyz", "q"]:
    print(first, rest)
for i, (a, *b) in enumerate([[1, 2, 3], [4]]):
    print(i, a, b)
