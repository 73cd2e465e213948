from math import gcd
class Frac:
    __slots__ = ("n", "d")
    def __init__(self, n, d=1):
        if d == 0: raise ZeroDivisionError("Frac(%d, 0)" % n)
        g = gcd(n, d) * (-1 if d < 0 else 1)
        self.n, self.d = n // g, d // g
    @staticmethod
    def _c(o):
        if isinstance(o, Frac): return o
        if isinstance(o, int): return Frac(o)
        return NotImplemented
    def __add__(self, o):
        o = Frac._c(o)
        return NotImplemented if o is NotImplemented else Frac(self.n * o.d + o.n * self.d, self.d * o.d)
    __radd__ = __add__
    def __sub__(self, o):
        o = Frac._c(o)
        return NotImplemented if o is NotImplemented else self + -o
    def __rsub__(self, o): return -self + o
    def __mul__(self, o):
        o = Frac._c(o)
        return NotImplemented if o is NotImplemented else Frac(self.n * o.n, self.d * o.d)
    __rmul__ = __mul__
    def __truediv__(self, o):
        o = Frac._c(o)
        return NotImplemented if o is NotImplemented else Frac(self.n * o.d, self.d * o.n)
    def __rtruediv__(self, o): return Frac._c(o) / self
    def __floordiv__(self, o): return (self / o).__floor__()
    def __floor__(self): return self.n // self.d
    def __neg__(self): return Frac(-self.n, self.d)
    def __abs__(self): return Frac(abs(self.n), self.d)
    def __pow__(self, k): return Frac(self.n ** k, self.d ** k) if k >= 0 else 1 / Frac(self.n ** -k, self.d ** -k)
    def __int__(self): return int(self.n / self.d)
    def __float__(self): return self.n / self.d
    def __round__(self, nd=None): return round(float(self), nd)
    def __bool__(self): return self.n != 0
    def __eq__(self, o):
        o = Frac._c(o)
        return NotImplemented if o is NotImplemented else (self.n, self.d) == (o.n, o.d)
    def __lt__(self, o): o = Frac._c(o); return self.n * o.d < o.n * self.d
    def __le__(self, o): return self == o or self < o
    def __gt__(self, o): o = Frac._c(o); return o < self
    def __hash__(self): return hash(self.n) if self.d == 1 else hash((self.n, self.d))
    def __repr__(self): return f"Frac({self.n}, {self.d})"
    def __str__(self): return f"{self.n}/{self.d}" if self.d != 1 else str(self.n)
    def __format__(self, spec): return format(float(self), spec) if spec else str(self)
h = sum(Frac(1, k) for k in range(1, 7))
print(h, repr(h), float(h), int(h), round(h, 3), round(h), f"{h:.4f}", f"{h}", f"{h!r}")
print(Frac(1, 2) + 1, 1 + Frac(1, 2), 1 - Frac(1, 3), Frac(3, 4) * 4, 2 / Frac(4), Frac(7, 2) // 1, Frac(-6, -4), Frac(2, -4))
print(Frac(2, 3) ** 2, Frac(2, 3) ** -2, abs(Frac(-1, 5)), -Frac(1, 5), bool(Frac(0)), Frac(4, 2) == 2, 2 == Frac(4, 2))
print(sorted([Frac(1, 2), Frac(1, 3), Frac(2, 3), 0]), max(Frac(1, 2), Frac(3, 5)), Frac(1, 2) <= Frac(2, 4), Frac(1, 3) > Frac(1, 4))
print({Frac(2, 1): "two"}[2], len({Frac(1, 2), Frac(2, 4), Frac(3, 6)}), Frac(1, 2) in [0.5, Frac(1, 2)])
try: Frac(1, 0)
except ZeroDivisionError as e: print("ZeroDivisionError:", e)
try: Frac(1, 2) + 0.5
except TypeError as e: print(e)
try: Frac(1) < "a"
except AttributeError as e: print("AttributeError")
x = Frac(1, 3); x += 1; x *= 3; x -= Frac(1); x /= 2; print(x)
