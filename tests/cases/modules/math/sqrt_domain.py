import math
print(math.sqrt(4.0))
math.sqrt(-1)
