print(len(str(10 ** 4299)))
print(len(str(10 ** 4300 - 1)))
s = str(10 ** 5000)
