import math
print(math.gamma(5), math.gamma(0.5) ** 2, math.lgamma(1), math.lgamma(2), math.lgamma(10))
print(math.erf(0), math.erfc(0), math.erf(1) > 0.84, math.gamma(1))
