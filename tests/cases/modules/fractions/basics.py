# Fraction: construction from ints, floats, strings and pairs (and the errors),
# arithmetic with ints, floats and complex in both orders, comparisons, hashing
# (equal values hash equal across types), rounding, limit_denominator, reprs.
from fractions import Fraction as F
import math

for args in [(), (3,), (6, 4), (-6, 4), (6, -4), (F(1, 3),), (F(1, 3), F(2, 5)), (0.75,),
             (1e-10,), (-2.5,), ('3/4',), (' -1.5e3 ',), ('1_000/3',), ('.5',), ('5.',),
             ('1e-2',), ('+7',), ('2.25E+2',), ('١٢/٣',)]:
    f = F(*args)
    print(args, repr(f), str(f), f.numerator, f.denominator, float(f))
for args in [('abc',), ('1 / 3',), ('1/ 3',), ('1/0',), ('1.5/2',), ('',), ('1__0',), ('1.d',), ('/2',),
             ([],), (1.5, 2), (1, 0), (0, 0), (float('nan'),), (float('inf'),),
             ('1e',), ('- 1',)]:
    try:
        print(args, F(*args))
    except (ValueError, TypeError, ZeroDivisionError, OverflowError) as e:
        print(args, type(e).__name__, e)

a, b = F(1, 3), F(-5, 7)
for x, y in [(a, b), (a, 2), (3, b), (a, 0.5), (0.25, b), (b, b), (True, a)]:
    print(x + y, x - y, x * y, x / y, x // y, x % y, divmod(x, y))
for x, y in [(a, 1j), (2j, b), (a, 1 + 0j)]:
    print(x + y, x - y, x * y, x / y)
    try:
        x // y
    except TypeError as e:
        print(type(e).__name__, e)
for x, y in [(a, 0), (a, F(0)), (5, F(0)), (F(3, 4), 0), (F(-9, 4), F(0))]:
    for op in (lambda: x / y, lambda: x // y, lambda: x % y):
        try:
            print(op())
        except ZeroDivisionError as e:
            print(type(e).__name__, e)
print(a ** 2, a ** -2, b ** -3, a ** 0.5, 2 ** a, 4 ** F(1, 2), F(2) ** F(3), 2 ** F(3))
try:
    F(0) ** -1
except ZeroDivisionError as e:
    print(type(e).__name__, e)
print(+b, -b, abs(b), int(b), math.trunc(b), math.floor(b), math.ceil(b), bool(F(0)))
for v in [F(5, 2), F(7, 2), F(-5, 2), F(1, 3), F(22, 7)]:
    print(round(v), round(v, 2), round(v, -1), round(v, 0))
print(a == F(2, 6), a == 1 / 3, F(1, 2) == 0.5, F(1, 2) == 0.5 + 0j, F(2) == 2,
      F(1, 2) < 0.75, F(1, 2) < F(2, 3), F(3) >= 3, F(1) < float('inf'),
      F(1) == float('nan'), a != b)
for v in [F(1, 2), F(2), F(-1), F(-7, 3), F(10**30, 7), F(1, 2**61 - 1)]:
    print(hash(v) == hash(float(v)) if v.denominator != 2**61 - 1 else hash(v))
print(hash(F(2)) == hash(2), hash(F(1, 2)) == hash(0.5), {F(1, 2): 1}[0.5])
print(F(math.pi).limit_denominator(), F(math.pi).limit_denominator(100),
      F(3, 7).limit_denominator(10), F(1, 3).limit_denominator(1))
try:
    F(1, 3).limit_denominator(0)
except ValueError as e:
    print(e)
print(F.from_float(0.1), F.from_float(3), F(1, 3).as_integer_ratio(), a.real, a.imag,
      a.conjugate())
try:
    F.from_float('x')
except TypeError as e:
    print(e)
print(sorted([F(1, 2), 0.3, F(1, 4), 1, F(-1)]), sum([F(1, n) for n in range(1, 10)]),
      max(F(1, 3), 0.3), format(float(F(1, 3)), '.4f'))
class G(F):
    pass
print(repr(G(1, 2)), repr(+G(1, 2)), type(G(1, 2) + 1).__name__)
