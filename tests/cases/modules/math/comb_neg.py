import math
print(math.comb(5, 2))
math.comb(-5, 2)
