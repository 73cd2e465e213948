print(all([]), any([]), all([1, 2]), all([1, 0]), any([0, '', 3]), any(x > 2 for x in range(5)))
all(5)
