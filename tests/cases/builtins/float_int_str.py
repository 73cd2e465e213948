print(float('1.5'), float(2), int('10', 2), int(3.9), int(-3.9), str(1.0), str([1]), int('  42  '))
