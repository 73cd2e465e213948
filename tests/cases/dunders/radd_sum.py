class Vec:
    def __init__(self, *c): self.c = c
    def __add__(self, o): return Vec(*(a + b for a, b in zip(self.c, o.c)))
    def __radd__(self, o): return self if o == 0 else NotImplemented
    def __mul__(self, k): return Vec(*(a * k for a in self.c))
    __rmul__ = __mul__
    def __repr__(self): return f"Vec{self.c}"
print(sum([Vec(1, 2), Vec(3, 4)]), 2 * Vec(1, 1), Vec(1, 1) * 3)
