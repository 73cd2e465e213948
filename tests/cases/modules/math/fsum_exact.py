import math
print(math.fsum([0.1]*10), sum([0.1]*10))
print(math.fsum([1e100, 1.0, -1e100, 1e-100, 1e50, -1.0, -1e50]))
print(math.fsum([]), math.fsum([1, 2, 3]), math.fsum(range(10)))
print(math.fsum([2.0**53, 1.0, 2.0**-53]))
print(math.fsum([1.7976931348623157e308, -1.7976931348623157e308, 1.0]))
