import math
print(math.isfinite(1), math.isfinite(math.inf), math.isfinite(math.nan), math.isinf(-math.inf), math.isnan(1))
print(math.isfinite(10**300))
math.isfinite(10**400)
