import math
print(math.isclose(1.0, 1.0 + 1e-10), math.isclose(1, 1.1), math.isclose(0, 1e-10), math.isclose(0, 1e-10, abs_tol=1e-9))
print(math.isclose(math.inf, math.inf), math.isclose(math.nan, math.nan), math.isclose(1, 1.05, rel_tol=0.1))
math.isclose(1, 2, rel_tol=-1)
