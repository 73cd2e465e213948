print(1, 2, sep='-', end='!\n')
print()
print('a', 'b', sep='')
