import math
print(math.log(1), math.log(math.e), math.log(8, 2), math.log(100, 10), math.log(2**1000))
print(math.log2(8), math.log2(2**2000), math.log10(1000), math.log10(10**500))
print(math.log(10**1000), math.log(10**1000, 10))
print(math.log1p(0), math.log1p(1e-20))
