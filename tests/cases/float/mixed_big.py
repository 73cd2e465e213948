print(2 ** 64 + 0.5)
print(2 ** 70 * 1.0)
print(10 ** 16 / 3)
