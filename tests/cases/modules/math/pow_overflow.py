import math
math.pow(10, 400)
