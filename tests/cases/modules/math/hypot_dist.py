import math
print(math.hypot(3, 4), math.hypot(), math.hypot(5), math.hypot(1, 2, 3), math.hypot(-3, 4))
print(math.hypot(1e200, 1e200), math.hypot(1e-200, 1e-200), math.hypot(math.inf, math.nan))
print(math.dist((0, 0), (3, 4)), math.dist([1, 2, 3], [4, 6, 8]), math.dist((), ()))
print(math.hypot(0.1, 0.2, 0.3, 0.4))
