import math
math.sqrt()
