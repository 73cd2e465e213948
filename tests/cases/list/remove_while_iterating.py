a = [1, 2, 3, 4, 5, 6]
for x in a:
    a.remove(x)
print(a)
