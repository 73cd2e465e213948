print(any([]), all([]), any([0, 1]), all([1, 0]), any(x > 2 for x in range(5)))
