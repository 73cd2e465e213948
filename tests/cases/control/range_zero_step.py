print(list(range(1, 3)))
range(1, 10, 0)
