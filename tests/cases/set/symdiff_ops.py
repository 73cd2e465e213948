a = {1, 2, 3, 4}
b = {3, 4, 5, 6}
print(a ^ b, b ^ a)
print(a.symmetric_difference([4, 5, 99]))
print(frozenset(a) ^ b)
