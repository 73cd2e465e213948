print({(1, 2), (2, 1), (0, 0), (3,)})
print({(i, i * i) for i in range(6)})
