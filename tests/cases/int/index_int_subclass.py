class I(int):
    def __index__(self): return self
print([1, 2][I(1)], 'abc'[I(2)], list(range(I(3))), hex(I(255)), [0]*I(2))
class J(int):
    def __index__(self): return 7
print([1, 2][J(1)], bin(J(5)), 'xy'[:J(1)])
