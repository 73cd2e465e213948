# User classes deriving from the numeric ABCs: the abstract-method checks at
# instantiation, and the mixin methods each class inherits.
import numbers
import math


class MyInt(numbers.Integral):
    def __init__(self, v):
        self.v = v

    def __repr__(self):
        return 'MyInt(%r)' % self.v

    def __int__(self):
        return self.v

    def __pow__(self, e, m=None):
        return MyInt(pow(self.v, int(e), m))

    def __rpow__(self, b):
        return MyInt(b ** self.v)

    def __lshift__(self, o): return MyInt(self.v << int(o))
    def __rlshift__(self, o): return MyInt(int(o) << self.v)
    def __rshift__(self, o): return MyInt(self.v >> int(o))
    def __rrshift__(self, o): return MyInt(int(o) >> self.v)
    def __and__(self, o): return MyInt(self.v & int(o))
    def __rand__(self, o): return MyInt(int(o) & self.v)
    def __xor__(self, o): return MyInt(self.v ^ int(o))
    def __rxor__(self, o): return MyInt(int(o) ^ self.v)
    def __or__(self, o): return MyInt(self.v | int(o))
    def __ror__(self, o): return MyInt(int(o) | self.v)
    def __invert__(self): return MyInt(~self.v)
    def __add__(self, o): return MyInt(self.v + int(o))
    def __radd__(self, o): return MyInt(int(o) + self.v)
    def __neg__(self): return MyInt(-self.v)
    def __pos__(self): return MyInt(self.v)
    def __mul__(self, o): return MyInt(self.v * int(o))
    def __rmul__(self, o): return MyInt(int(o) * self.v)
    def __truediv__(self, o): return self.v / int(o)
    def __rtruediv__(self, o): return int(o) / self.v
    def __abs__(self): return MyInt(abs(self.v))
    def __eq__(self, o): return self.v == int(o)
    def __hash__(self): return hash(self.v)
    def __lt__(self, o): return self.v < int(o)
    def __le__(self, o): return self.v <= int(o)
    def __trunc__(self): return self.v
    def __floor__(self): return self.v
    def __ceil__(self): return self.v
    def __round__(self, n=None): return self.v
    def __floordiv__(self, o): return MyInt(self.v // int(o))
    def __rfloordiv__(self, o): return MyInt(int(o) // self.v)
    def __mod__(self, o): return MyInt(self.v % int(o))
    def __rmod__(self, o): return MyInt(int(o) % self.v)


x = MyInt(7)
print(isinstance(x, numbers.Number), isinstance(x, numbers.Integral))
print(x - 2, 10 - x, divmod(x, 2), divmod(20, x), float(x), complex(x))
print(x.real, x.imag, x.conjugate(), x.numerator, x.denominator, bool(x),
      bool(MyInt(0)))
print(x.__index__(), [10, 20, 30, 40, 50, 60, 70, 80][x], hex(x), math.floor(x))
print(numbers.Integral.__float__(x), numbers.Rational.__float__(x),
      numbers.Real.__complex__(x))


class Half(numbers.Integral):
    def __int__(self):
        return 1


try:
    Half()
except TypeError as e:
    print(type(e).__name__, e)


class R(numbers.Rational):
    numerator = 3
    denominator = 4

    def __abs__(self): pass
    def __add__(self, o): pass
    def __radd__(self, o): pass
    def __neg__(self): return self
    def __pos__(self): return 'pos'
    def __mul__(self, o): pass
    def __rmul__(self, o): pass
    def __truediv__(self, o): pass
    def __rtruediv__(self, o): pass
    def __pow__(self, o): pass
    def __rpow__(self, o): pass
    def __eq__(self, o): return False
    def __lt__(self, o): pass
    def __le__(self, o): pass
    def __trunc__(self): pass
    def __floor__(self): pass
    def __ceil__(self): pass
    def __round__(self, n=None): pass
    def __floordiv__(self, o): return 'fd'
    def __rfloordiv__(self, o): return 'rfd'
    def __mod__(self, o): return 'mod'
    def __rmod__(self, o): return 'rmod'


r = R()
print(float(r), complex(r), r.real, r.imag, r.conjugate(), divmod(r, 1), divmod(1, r),
      bool(r))
print(sorted(R.__abstractmethods__))


class V:
    pass


numbers.Real.register(V)
print(isinstance(V(), numbers.Complex), isinstance(V(), numbers.Rational),
      issubclass(V, numbers.Number))
print(numbers.Number.register(V) is V)
