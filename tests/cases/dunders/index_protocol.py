class I:
    def __init__(self, v): self.v = v
    def __index__(self): return self.v
print([10, 20, 30][I(1)], 'xyz'[I(-1)], (1, 2, 3)[I(0):I(2)])
print(bin(I(10)), oct(I(8)), hex(I(31)), range(10)[I(3)])
print('ab' * I(2), I(3) * [1], list(range(I(3))))
