f = eval('lambda a, b=2: a * b')
print(f(3), f(3, 3))
