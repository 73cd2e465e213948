class D:
    def __divmod__(self, o): return ('dm', o)
    def __rdivmod__(self, o): return ('rdm', o)
print(divmod(D(), 3), divmod(3, D()))
class F:
    def __floor__(self): return 'floor'
    def __round__(self, n=None): return ('round', n)
print(round(F()), round(F(), 2))
import math
print(math.floor(F()))
