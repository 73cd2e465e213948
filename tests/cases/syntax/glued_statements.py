x = 1
print(x)del x
y = 2
