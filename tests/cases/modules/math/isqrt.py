import math
for n in [0, 1, 2, 3, 4, 15, 16, 17, 10**20, 10**40 + 1, 2**127 - 1, True]:
    print(math.isqrt(n))
print(math.isqrt(10**100) ** 2 == 10**100)
