print(0 and 1 / 0, 1 or undefined_name, [] and [][5])
print(1 and 1 / 0)
