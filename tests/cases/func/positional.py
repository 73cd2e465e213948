def add(a, b, c):
    return a * 100 + b * 10 + c
print(add(1, 2, 3))
