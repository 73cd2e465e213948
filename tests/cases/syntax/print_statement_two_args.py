x = 1
print x, "and", x
