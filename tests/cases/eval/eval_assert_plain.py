x = 3
assert x > 5
