import math
math.sqrt('4')
