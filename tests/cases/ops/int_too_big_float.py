print(float(2 ** 1000))
print(float(2 ** 1024))
