import math
math.factorial(5.0)
