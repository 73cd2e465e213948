import math
math.perm(5.0, 2)
