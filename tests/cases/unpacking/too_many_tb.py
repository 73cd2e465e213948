data = [(1, 2, 3)]
for x, y in data:
    print(x)
