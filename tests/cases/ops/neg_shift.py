print(1 >> 0)
print(1 << -1)
