import math
math.dist((1, 2), (1, 2, 3))
