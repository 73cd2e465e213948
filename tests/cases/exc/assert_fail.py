x = 1
assert x == 1
print("passed first")
assert x == 2
