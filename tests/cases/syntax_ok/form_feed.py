x = 1

print('form feed line above', x)
