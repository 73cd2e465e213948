keys = ['a', 'b', 'c']
vals = [1, 2, 3]
print(dict(zip(keys, vals)), list(zip(*[(1, 2), (3, 4)])))
