import math
print(math.nextafter(1, 2), math.nextafter(1, 0), math.nextafter(0, 1), math.ulp(1), math.ulp(0), math.ulp(1e300), math.ulp(math.inf))
print(math.ulp(-2.0), math.ulp(1.7976931348623157e308))
