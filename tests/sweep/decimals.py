# decimal: conversions, arithmetic under a context, signals, formatting, hashing.
from decimal import Decimal, localcontext, InvalidOperation, DivisionByZero, getcontext
a = Decimal('1234567890.123456789') * Decimal(10**6 + 7)
print(a, a / 7, a // 3, a % 11, -a, abs(a), a.sqrt(), Decimal(2).ln(), a.quantize(Decimal(1)))
print(Decimal(0.1), Decimal((1, (3, 1, 4), -2)), int(a), float(a), round(a, 2), hash(a))
print(format(a, ',.3f'), format(Decimal('-1.5e-7'), 'e'), a.as_tuple()[2], a.adjusted())
with localcontext(prec=50) as c:
    print(Decimal(1) / 7, c.flags[InvalidOperation], repr(c))
try:
    Decimal(1) / 0
except DivisionByZero as e:
    print(type(e).__name__, e)
print(getcontext(), Decimal('NaN').is_nan(), Decimal(5).compare(3), pow(Decimal(3), 4, 7))
