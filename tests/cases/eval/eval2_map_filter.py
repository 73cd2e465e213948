print(list(map(abs, [-1, 2])), list(filter(lambda x: x % 2, range(6))), list(map(pow, [2, 3], [2, 2])))
