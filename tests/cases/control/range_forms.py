print(list(range(5)), list(range(2, 8)), list(range(10, 0, -3)), list(range(0)), list(range(5, 2)))
print(list(range(-5, 5, 4)), len(range(0, 100, 7)))
