print(True + 2 ** 64, 2 ** 64 * False, -(2 ** 64) // True)
