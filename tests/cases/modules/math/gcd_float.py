import math
math.gcd(4, 2.0)
