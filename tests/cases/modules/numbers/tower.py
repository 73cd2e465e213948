# The numeric tower: which builtin and library types are in which class, the classes'
# relations, abstract methods and attributes.
import numbers
from fractions import Fraction

classes = (numbers.Number, numbers.Complex, numbers.Real, numbers.Rational,
           numbers.Integral)
for v in [0, -5, True, False, 10**30, 1.5, float('nan'), 2j, complex(1, 0),
          Fraction(3, 4), Fraction(2), 'a', b'1', None, [1], (1,), {}]:
    print(repr(v), [isinstance(v, c) for c in classes])
for t in [int, bool, float, complex, Fraction, str, object, type]:
    print(t.__name__, [issubclass(t, c) for c in classes])
for a in classes:
    print(a.__name__, [issubclass(a, c) for c in classes], a.__module__,
          [b.__name__ for b in a.__bases__], type(a).__name__)
    print(' ', sorted(a.__abstractmethods__))
    print(' ', a.__slots__, a.__hash__)
print(numbers.__all__)
print(issubclass(Fraction, numbers.Rational), Fraction.__mro__[1].__name__)
print(sorted(Fraction.__abstractmethods__))
for a in classes:
    try:
        a()
    except TypeError as e:
        print(type(e).__name__, e)
try:
    issubclass(1, numbers.Number)
except TypeError as e:
    print(type(e).__name__, e)
