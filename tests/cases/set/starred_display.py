a = [3, 1]
print({*a, 2})
print({*range(4), *range(2, 6)})
print({0, *()})
