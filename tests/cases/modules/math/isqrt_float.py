import math
math.isqrt(4.0)
