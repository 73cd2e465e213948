print(sum([1, 2, 3]), sum([0.1] * 10), sum([], 5), sum([[1], [2]], []), sum(range(101)), sum([1, 2.5]), sum([2**63, 2**63]), sum((x for x in range(4)), start=10))
sum(['a', 'b'], '')
