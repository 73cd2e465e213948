print(list(reversed(range(5))), list(reversed('abc')), list(reversed((1, 2))))
