import math
class Vector:
    def __init__(self, *c): self.c = tuple(c)
    def __repr__(self): return f"Vector{self.c}"
    def __len__(self): return len(self.c)
    def __getitem__(self, i): return self.c[i]
    def __iter__(self): return iter(self.c)
    def __add__(self, o): return Vector(*(a + b for a, b in zip(self, o)))
    def __sub__(self, o): return Vector(*(a - b for a, b in zip(self, o)))
    def __mul__(self, k):
        if isinstance(k, Vector): return sum(a * b for a, b in zip(self, k))
        return Vector(*(a * k for a in self))
    __rmul__ = __mul__
    def __truediv__(self, k): return Vector(*(a / k for a in self))
    def __neg__(self): return self * -1
    def __abs__(self): return math.sqrt(self * self)
    def __eq__(self, o): return isinstance(o, Vector) and self.c == o.c
    def __hash__(self): return hash(self.c)
    def __bool__(self): return any(self.c)
    def __format__(self, spec): return '<' + ', '.join(format(x, spec) for x in self) + '>'
v, w = Vector(3, 4), Vector(1, 2)
print(v + w, v - w, v * 2, 2 * v, v * w, abs(v), -w, v / 2)
print(v == Vector(3, 4), v != w, bool(Vector(0, 0)), len(v), v[1], list(v), f"{v:.2f}")
print({v: 'v'}[Vector(3, 4)], sorted([v, w], key=abs))
