x = 3
assert x > 0, "positive"
assert x < 0, "x must be negative, got " + str(x)
