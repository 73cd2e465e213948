import math
math.log(1, 2, 3)
