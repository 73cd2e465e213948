# fractions.Fraction is a numbers.Rational, and works with other Rationals and Reals
# through the ABCs.
import numbers
from fractions import Fraction

f = Fraction(3, 4)
print(isinstance(f, numbers.Rational), isinstance(f, numbers.Integral))
print(f.real, f.imag, f.conjugate(), complex(f), float(f))


class Q(numbers.Rational):
    # a minimal Rational: numerator/denominator and just enough operators
    def __init__(self, n, d):
        self.n, self.d = n, d

    numerator = property(lambda s: s.n)
    denominator = property(lambda s: s.d)

    def __abs__(self): pass
    def __add__(self, o): return NotImplemented
    def __radd__(self, o): return NotImplemented
    def __neg__(self): pass
    def __pos__(self): pass
    def __mul__(self, o): return NotImplemented
    def __rmul__(self, o): return NotImplemented
    def __truediv__(self, o): return NotImplemented
    def __rtruediv__(self, o): return NotImplemented
    def __pow__(self, o): pass
    def __rpow__(self, o): pass
    def __eq__(self, o): return NotImplemented
    def __lt__(self, o): return NotImplemented
    def __le__(self, o): return NotImplemented
    def __trunc__(self): pass
    def __floor__(self): pass
    def __ceil__(self): pass
    def __round__(self, n=None): pass
    def __floordiv__(self, o): return NotImplemented
    def __rfloordiv__(self, o): return NotImplemented
    def __mod__(self, o): return NotImplemented
    def __rmod__(self, o): return NotImplemented


q = Q(1, 3)
print(Fraction(q), Fraction(q, Q(2, 5)), q + f, q * f, q - f, q / f, q // f, q % f)
print(Fraction(1, 3) == q, q == Fraction(1, 3), f < q, q < f, float(q))
print(Fraction(1, 2) + 0.25, 0.25 + Fraction(1, 2), Fraction(1, 2) + 1j,
      Fraction(1, 2) == 0.5, Fraction(1, 2) == complex(0.5, 0), Fraction(1, 2) == 'a')


class Sub(Fraction):
    pass


s = Sub(1, 2)
print(s + f, f + s, isinstance(s, numbers.Rational), type(s + f).__name__)
