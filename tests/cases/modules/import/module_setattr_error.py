import math
del math.nope
