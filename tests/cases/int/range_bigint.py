for i in range(2 ** 64, 2 ** 64 + 3):
    print(i)
for i in range(-(2 ** 63) - 2, -(2 ** 63) + 1):
    print(i)
