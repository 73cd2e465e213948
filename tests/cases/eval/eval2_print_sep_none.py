print('a', 'b', sep=None, end=None)
print(*[1, 2, 3])
print(*range(3), sep=', ')
