import math
math.asin(2)
