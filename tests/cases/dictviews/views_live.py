d = {1: 1}
k, v, i = d.keys(), d.values(), d.items()
d[2] = 4
print(k, v, i, len(k), 2 in k, 4 in v, (2, 4) in i, (2, 5) in i)
print(k & {2}, k | {3})
