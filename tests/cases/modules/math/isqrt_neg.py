import math
math.isqrt(-1)
