import math
math.remainder(math.inf, 2)
