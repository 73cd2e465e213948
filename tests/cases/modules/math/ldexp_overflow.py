import math
math.ldexp(1.0, 2000)
