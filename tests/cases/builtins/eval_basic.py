x = 3
print(eval('x * 2'), eval('  1 + 1'), eval('[i for i in range(3)]'), eval('x', {'x': 10}), eval('x + y', {'x': 1}, {'y': 2}))
