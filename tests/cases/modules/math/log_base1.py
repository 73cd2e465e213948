import math
math.log(10, 1)
