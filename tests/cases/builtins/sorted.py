print(sorted([3, 1, 2]), sorted('cba'), sorted([3, 1, 2], reverse=True), sorted(['bb', 'a', 'ccc'], key=len), sorted([(1, 'b'), (0, 'z'), (1, 'a')], key=lambda t: t[0]))
print(sorted({'b': 1, 'a': 2}), sorted([], key=len))
sorted([1, 'a'])
