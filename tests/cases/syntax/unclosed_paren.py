x = 1
print((1, 2)
y = 3
