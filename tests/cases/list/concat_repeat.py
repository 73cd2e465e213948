a = [1, 2]
b = [3]
print(a + b, a * 2, [0] * 3, [] * 10, b * 0)
a += [5]
print(a)
