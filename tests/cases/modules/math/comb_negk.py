import math
math.comb(5, -2)
