import math
print(math.floor(1.5))
math.floor(float('inf'))
