a = 17
b = 5
print(a + b, a - b, b - a, -a + -b)
print(0 - 0, -0)
