print(10 / 2)
print(10 / 0)
