import math
math.pow(-1, 0.5)
