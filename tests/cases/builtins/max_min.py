print(max(1, 2), max([3, 1, 2]), min('bca'), max([], default=0), min([1, -2], key=abs), max('a', 'bb', key=len), max([1, 1.0]), min([(1, 'b'), (1, 'a')]))
print(max([2, 3], default=9), min(iter([5, 4])))
max([])
