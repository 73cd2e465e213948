global x
x = 5
print(x)
