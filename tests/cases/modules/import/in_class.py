class C:
    import math
    from math import pi
    tau = 2 * pi
print(C.tau, C.math.sqrt(4))
