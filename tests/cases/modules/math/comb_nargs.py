import math
math.comb(5)
