a = [1, 2, 3]
print(a.pop(-3), a)
a.pop(5)
