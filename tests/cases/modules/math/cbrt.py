import math
print(math.cbrt(27), math.cbrt(-8), math.cbrt(2))
