import math
math.ldexp(1.0, 2.0)
