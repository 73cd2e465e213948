a = [1, 2, 3]
a[1:1] = [9, 9]
print(a)
a[:0] = ["start"]
print(a)
a[len(a):] = ["end"]
print(a)
a[2:4] = []
print(a)
