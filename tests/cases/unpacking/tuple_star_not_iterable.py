x = 5
print((1, *x))
