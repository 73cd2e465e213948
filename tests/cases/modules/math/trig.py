import math
for f in (math.sin, math.cos, math.tan, math.atan, math.sinh, math.cosh, math.tanh, math.asinh):
    print(f(0.5), f(0))
print(math.asin(1), math.acos(0), math.atan2(1, 1), math.atan2(-0.0, -1), math.acosh(2), math.atanh(0.5))
print(math.degrees(math.pi), math.radians(180))
