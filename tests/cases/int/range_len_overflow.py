r = range(2 ** 64)
print(r[0], r[-1], 2 ** 64 - 1 in r)
print(len(r))
