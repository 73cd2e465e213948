import math
for x in [0, 1, 2, 4, 0.25, 1e300, 10**20, True]:
    print(math.sqrt(x))
