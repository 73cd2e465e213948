r = exec('x = 1')
print(r, x)
