print(int(2.5), int(-2.5), int(1e20), int(-0.9))
print(float(7), float(-2 ** 60))
