import math
for x in [2.5, -2.5, 3, -0.0, 1e20, True, 2**70]:
    print(math.floor(x), math.ceil(x), math.trunc(x))
print(type(math.floor(2.0)))
