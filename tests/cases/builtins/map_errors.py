print(list(map(len, ['ab', 'c'])))
map(len)
