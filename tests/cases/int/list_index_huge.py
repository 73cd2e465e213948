a = [1, 2]
print(a[-2])
print(a[2 ** 64])
