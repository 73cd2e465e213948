import math
math.ceil(float('nan'))
