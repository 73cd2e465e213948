import math
print(math.exp(0), math.exp(1), math.exp(-1000), math.expm1(1e-10), math.exp2(10))
math.exp(1000)
