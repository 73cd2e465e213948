class Flags(int):
    def __new__(cls, v=0):
        return super().__new__(cls, v)
    def has(self, bit): return bool(self & bit)
    def __or__(self, o): return Flags(int(self) | int(o))
    def __repr__(self): return f"Flags({int(self):#b})"
f = Flags(1) | 4
print(f, f.has(4), f.has(2), f + 1, type(f + 1).__name__, f == 5, f > 3, int(f), hash(f) == hash(5))
print(str(f), f"{f:03d}", [10, 20, 30, 40, 50, 60][f], bin(f), f * 2, -f, abs(Flags(-2)))
print(sorted([Flags(3), Flags(1), 2]), max(Flags(7), 3), isinstance(f, int), float(f))
class Cents(int):
    def __str__(self): return f"${self / 100:.2f}"
c = Cents(1999)
print(c, repr(c), c // 100, c % 100, divmod(c, 100), c.bit_length(), c.real, (c).to_bytes(2, 'big'))
