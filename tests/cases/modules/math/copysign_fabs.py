import math
print(math.copysign(1, -0.0), math.copysign(-3, 2), math.fabs(-2), math.fabs(-0.0))
print(math.fmod(7, 3), math.fmod(-7, 3), math.fmod(7, math.inf), math.remainder(7, 3), math.remainder(5, 2))
