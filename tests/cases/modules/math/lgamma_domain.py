import math
math.lgamma(0)
