"""The numeric tower: numbers ABCs, registration, and a Money type that plays along."""
import numbers
from decimal import Decimal
from fractions import Fraction
from functools import total_ordering
from typing import Any, List


@total_ordering
class Money(numbers.Real):
    """A fixed-point amount in cents that implements enough of numbers.Real."""

    def __init__(self, cents: int) -> None:
        self.cents = int(cents)

    def __float__(self) -> float:
        return self.cents / 100

    def __repr__(self) -> str:
        return f"Money({self.cents / 100:.2f})"

    def _c(self, other: Any) -> int:
        if isinstance(other, Money):
            return other.cents
        if isinstance(other, numbers.Integral):
            return int(other) * 100
        raise TypeError(f"cannot combine Money and {type(other).__name__}")

    def __add__(self, o): return Money(self.cents + self._c(o))
    def __radd__(self, o): return self + o
    def __neg__(self): return Money(-self.cents)
    def __pos__(self): return self
    def __sub__(self, o): return Money(self.cents - self._c(o))
    def __rsub__(self, o): return Money(self._c(o) - self.cents)
    def __mul__(self, k): return Money(round(self.cents * k))
    def __rmul__(self, k): return self * k
    def __truediv__(self, k): return Money(round(self.cents / k))
    def __rtruediv__(self, o): return NotImplemented
    def __floordiv__(self, k): return Money(self.cents // k)
    def __rfloordiv__(self, o): return NotImplemented
    def __mod__(self, k): return Money(self.cents % k)
    def __rmod__(self, o): return NotImplemented
    def __pow__(self, k): return NotImplemented
    def __rpow__(self, o): return NotImplemented
    def __abs__(self): return Money(abs(self.cents))
    def __trunc__(self): return int(self.cents / 100)
    def __int__(self): return self.__trunc__()
    def __floor__(self): return self.cents // 100
    def __ceil__(self): return -(-self.cents // 100)
    def __round__(self, nd=None): return round(self.cents / 100, nd)
    def __eq__(self, o): return isinstance(o, Money) and self.cents == o.cents
    def __lt__(self, o): return self.cents < self._c(o)
    def __le__(self, o): return self.cents <= self._c(o)
    def __hash__(self): return hash(self.cents)


class Meters:
    def __init__(self, v: float) -> None:
        self.v = v


numbers.Real.register(Meters)


def classify(x: Any) -> List[str]:
    return [name for name in ("Number", "Complex", "Real", "Rational", "Integral") if isinstance(x, getattr(numbers, name))]


def main() -> None:
    for x in [1, True, 2.5, 1 + 2j, Fraction(1, 3), Decimal("1.5"), Money(250), Meters(3), "7"]:
        print(f"{type(x).__name__:9} {classify(x)}")
    m = Money(1999)
    print(m + 1, 2 * m, m - Money(99), -m, abs(-m), m / 3, m // 7, m % 10, float(m), int(m), round(m), round(m, 1))
    import math
    print(math.floor(m), math.ceil(m), math.trunc(-m), sum([Money(100), Money(250)], Money(0)), sorted([Money(5), Money(1)]))
    print(m > 10, m >= Money(1999), m.real, m.imag, m.conjugate(), complex(m))
    try:
        m + 1.5
    except TypeError as e:
        print("TypeError:", e)
    try:
        numbers.Integral()
    except TypeError as e:
        print("TypeError:", str(e).split(" with")[0])
    print(issubclass(int, numbers.Integral), issubclass(float, numbers.Rational), issubclass(Fraction, numbers.Rational),
          issubclass(Decimal, numbers.Real), issubclass(bool, numbers.Number), issubclass(Meters, numbers.Complex))
    print(Fraction(3, 4).numerator, (5).denominator, (2.5).real, (3).imag, numbers.Number.__abstractmethods__ == frozenset())


if __name__ == "__main__":
    main()
