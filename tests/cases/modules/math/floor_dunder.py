import math
class A:
    def __floor__(self): return 'fl'
    def __ceil__(self): return 'ce'
    def __trunc__(self): return 'tr'
print(math.floor(A()), math.ceil(A()), math.trunc(A()))
class F:
    def __float__(self): return 2.7
print(math.floor(F()), math.ceil(F()))
math.trunc(F())
