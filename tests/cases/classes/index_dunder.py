class I:
    def __init__(self, v): self.v = v
    def __index__(self): return self.v
lst = list(range(10))
print(lst[I(3)], lst[I(1):I(4)], 'abcdef'[I(2)], (1,2,3)[I(0)])
print(bin(I(5)), hex(I(255)), oct(I(8)))
print(range(I(4)), list(range(I(1), I(7), I(2))))
print('ab' * I(3), [0] * I(2))
import math
print(int.__index__(5))
print(operator_like := I(7).__index__())
try:
    lst[I('x')]
except TypeError as e:
    print(e)
