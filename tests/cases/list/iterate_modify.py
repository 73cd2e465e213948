a = [1, 2, 3, 4]
total = 0
for x in a:
    total += x
print(total)
for i in range(len(a)):
    a[i] = a[i] * a[i]
print(a)
