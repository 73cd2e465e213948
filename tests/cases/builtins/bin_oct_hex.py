print(bin(10), oct(8), hex(255), bin(-5), hex(-255), oct(0), bin(2**70))
class I:
    def __index__(self): return 42
print(bin(I()), hex(I()))
hex(1.5)
