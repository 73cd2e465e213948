import math
math.log1p(-1)
