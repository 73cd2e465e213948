import math
math.gamma(200)
