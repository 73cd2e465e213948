import math
print(math.frexp(8), math.frexp(0.0), math.frexp(-3.5), math.frexp(math.inf))
print(math.ldexp(0.5, 4), math.ldexp(1, -1080), math.ldexp(1.0, 10**30 * 0) )
print(math.modf(3.25), math.modf(-3.25), math.modf(math.inf))
