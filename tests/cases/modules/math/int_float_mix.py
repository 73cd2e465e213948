import math
print(math.sqrt(2**53 + 1), math.floor(-7 / 2), math.ceil(10 / 3), math.log(2**64, 2), math.exp(math.log(5)))
class I:
    def __index__(self): return 9
print(math.sqrt(I()), math.isqrt(I()), math.factorial(I()))
