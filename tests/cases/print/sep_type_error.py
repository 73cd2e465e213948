print("ok")
print(1, 2, sep=5)
