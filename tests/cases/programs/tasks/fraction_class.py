import math
from typing import Union


class Fraction:
    __slots__ = ("num", "den")

    def __init__(self, num: int, den: int = 1) -> None:
        if den == 0:
            raise ZeroDivisionError("Fraction(%s, 0)" % num)
        g = math.gcd(num, den)
        if den < 0:
            g = -g
        self.num = num // g
        self.den = den // g

    @staticmethod
    def _coerce(x: Union["Fraction", int]) -> "Fraction":
        return x if isinstance(x, Fraction) else Fraction(x)

    def __add__(self, o):
        o = self._coerce(o)
        return Fraction(self.num * o.den + o.num * self.den, self.den * o.den)

    __radd__ = __add__

    def __sub__(self, o):
        o = self._coerce(o)
        return Fraction(self.num * o.den - o.num * self.den, self.den * o.den)

    def __rsub__(self, o):
        return self._coerce(o) - self

    def __mul__(self, o):
        o = self._coerce(o)
        return Fraction(self.num * o.num, self.den * o.den)

    __rmul__ = __mul__

    def __truediv__(self, o):
        o = self._coerce(o)
        return Fraction(self.num * o.den, self.den * o.num)

    def __neg__(self):
        return Fraction(-self.num, self.den)

    def __eq__(self, o):
        if isinstance(o, (int, Fraction)):
            o = self._coerce(o)
            return self.num == o.num and self.den == o.den
        return NotImplemented

    def __lt__(self, o):
        o = self._coerce(o)
        return self.num * o.den < o.num * self.den

    def __le__(self, o):
        return self == o or self < o

    def __hash__(self):
        return hash((self.num, self.den))

    def __float__(self):
        return self.num / self.den

    def __repr__(self):
        return f"Fraction({self.num}, {self.den})"

    def __str__(self):
        return str(self.num) if self.den == 1 else f"{self.num}/{self.den}"


a = Fraction(1, 3)
b = Fraction(-2, 4)
print(a, b, a + b, a - b, a * b, a / b, -b)
print(1 + a, 2 - a, 3 * b, a + 1)
print(a == Fraction(2, 6), a == 1, Fraction(4, 2) == 2, a != b)
print(sorted([Fraction(3, 4), Fraction(1, 8), Fraction(-1, 2), Fraction(2, 3)]))
print(max(Fraction(1, 3), Fraction(2, 5)), float(Fraction(7, 8)))
h = Fraction(0)
for k in range(1, 11):
    h = h + Fraction(1, k)
print("H10 =", h, round(float(h), 6))
print(len({Fraction(1, 2), Fraction(2, 4), Fraction(3, 6)}))
try:
    Fraction(1, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
print(a == "1/3", a.__eq__("x"))
