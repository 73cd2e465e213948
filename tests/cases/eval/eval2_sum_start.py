print(sum([[1], [2]], []), sum([0.1] * 10), sum(range(101)))
