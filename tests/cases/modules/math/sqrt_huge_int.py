import math
print(math.sqrt(10**300))
math.sqrt(10**400)
