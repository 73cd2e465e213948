a = [1, 2, 3]
a[0] = 100
a[-1] = 300
print(a)
a[1:2] = [7, 8, 9]
print(a)
del a[0]
print(a)
