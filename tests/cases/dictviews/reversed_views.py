d = {3: 'c', 1: 'a', 2: 'b'}
print(list(reversed(d)), list(reversed(d.keys())), list(reversed(d.values())), list(reversed(d.items())))
d[0] = 'z'
del d[1]
print(list(reversed(d.items())))
