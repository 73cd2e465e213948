import math
print(math.pi, math.e, math.tau, math.inf, -math.inf, math.nan)
print(math.isnan(math.nan), math.isinf(math.inf))
