a = b = c = [1]
b.append(2)
print(a, b, c, a is c)
x = y = 5
x += 1
print(x, y)
