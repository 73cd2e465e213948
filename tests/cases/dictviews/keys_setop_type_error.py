d = {1: 2}
print(d.keys() | {3})
d.keys() | 5
