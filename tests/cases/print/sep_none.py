print(1, 2, sep=None)
print(3, 4, end=None)
print("ok")
