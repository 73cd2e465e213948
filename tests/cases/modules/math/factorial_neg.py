import math
math.factorial(-1)
