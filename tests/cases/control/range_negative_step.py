for i in range(10, -10, -7):
    print(i)
print(list(range(0, -5, -1)), list(range(3, 3, -1)))
