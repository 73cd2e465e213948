class V:
    def __init__(self, *c): self.c = c
    def __repr__(self): return f"V{self.c}"
    def __add__(self, o):
        if isinstance(o, V): return V(*(a + b for a, b in zip(self.c, o.c)))
        if isinstance(o, (int, float)): return V(*(a + o for a in self.c))
        return NotImplemented
    __radd__ = __add__
    def __sub__(self, o): return self + (-o)
    def __rsub__(self, o): return (-self) + o
    def __neg__(self): return V(*(-a for a in self.c))
    def __pos__(self): return self
    def __abs__(self): return sum(a * a for a in self.c) ** 0.5
    def __mul__(self, k): return V(*(a * k for a in self.c))
    def __rmul__(self, k): return self * k
    def __matmul__(self, o): return sum(a * b for a, b in zip(self.c, o.c))
    def __iadd__(self, o):
        print("iadd"); self.c = (self + o).c; return self
    def __truediv__(self, k): return V(*(a / k for a in self.c))
    def __floordiv__(self, k): return V(*(a // k for a in self.c))
    def __mod__(self, k): return V(*(a % k for a in self.c))
    def __pow__(self, k, mod=None): return V(*(pow(a, k, mod) for a in self.c))
    def __rpow__(self, b): return f"rpow {b}"
    def __lshift__(self, n): return V(*self.c[n:], *self.c[:n])
    def __rshift__(self, n): return self << -n
    def __and__(self, o): return "and"
    def __ror__(self, o): return "ror"
    def __xor__(self, o): return "xor"
    def __invert__(self): return V(*reversed(self.c))
    def __eq__(self, o): return isinstance(o, V) and self.c == o.c
    def __lt__(self, o): return abs(self) < abs(o)
    def __le__(self, o): return abs(self) <= abs(o)
    __hash__ = None
a, b = V(1, 2), V(3, 4)
print(a + b, a + 1, 1 + a, a - b, 10 - a, -a, +a, abs(b), a * 2, 3 * a, a @ b)
print(b / 2, b // 2, b % 3, a ** 2, pow(b, 2, 5), 2 ** a, a << 1, a >> 1, a & 1, 1 | a, a ^ a, ~a)
a2 = a; a += b; print(a, a2 is a)
lst = [V(3, 4), V(1, 1), V(0, 2)]
print(sorted(lst), max(lst), a == V(4, 6), a != V(4, 6), V(1) > V(0), V(2) >= V(3))
try: a + "s"
except TypeError as e: print(e)
try: hash(a)
except TypeError as e: print(e)
class N:
    def __init__(self, v): self.v = v
    def __imul__(self, o): self.v *= o; return self
    def __ifloordiv__(self, o): return NotImplemented
    def __floordiv__(self, o): return N(self.v // o)
    def __rfloordiv__(self, o): return N(o // self.v)
n = N(7); n *= 3; n //= 2; print(n.v, (100 // N(7)).v)
x = [1]; y = x; x += [2]; print(y)
t = (1,); u = t; t += (2,); print(u, t)
class Cmp:
    def __eq__(self, o): print("Cmp.eq"); return NotImplemented
print(Cmp() == Cmp(), Cmp() != 1)
