# Decimal operators and methods under the default context, with ints on either side.
from decimal import Decimal, Context, getcontext, localcontext, ROUND_UP, ROUND_FLOOR, ROUND_DOWN
# operators under the default context, with ints on either side
from decimal import getcontext, localcontext
import math
xs = [Decimal('1.5'), Decimal('-2.25'), Decimal(7), Decimal('0.001')]
for a in xs:
    for b in [Decimal(2), 3, -4, Decimal('0.3')]:
        print(a + b, b + a, a - b, b - a, a * b, b * a, a / b, b / a, a // b, b // a,
              a % b, b % a, divmod(a, b), divmod(b, a), a ** 2, -a, +a, abs(a))
        print(a < b, a <= b, a == b, a != b, a > b, a >= b, b < a, b == a)
    print(int(a), float(a), round(a), round(a, 1), round(a, -1), math.floor(a),
          math.ceil(a), math.trunc(a), bool(a), a.as_integer_ratio(), a.adjusted())
print(pow(Decimal(3), 4, 5), pow(Decimal(7), Decimal(3), Decimal(10)), 2 ** Decimal('0.5'))
print(Decimal('12.345').quantize(Decimal('0.01')), Decimal('12.345').quantize(
    Decimal('0.01'), rounding=ROUND_UP), Decimal('7.5').to_integral_value(ROUND_FLOOR))
print(Decimal('1.2').fma(3, 4), Decimal(10).scaleb(3), Decimal(123).rotate(1),
      Decimal(123).shift(-1), Decimal('1101').logical_and(Decimal('1011')),
      Decimal('1101').logical_or(Decimal('11')), Decimal('1101').logical_xor(10),
      Decimal('101').logical_invert())
print(Decimal(-5).copy_abs(), Decimal(5).copy_negate(), Decimal(5).copy_sign(Decimal(-1)))
print(Decimal(2).sqrt(), Decimal(1).exp(), Decimal(10).ln(), Decimal(1000).log10(),
      Decimal(1000).logb(), Decimal(1).next_plus(), Decimal(1).next_minus(),
      Decimal(1).next_toward(2), Decimal('5.55').remainder_near(2))
print(Decimal('0.000').normalize(), Decimal('1.200').normalize(), Decimal(0).is_zero(),
      Decimal('-0').is_signed(), Decimal('NaN').is_nan(), Decimal('sNaN').is_snan(),
      Decimal('NaN').is_qnan(), Decimal('Inf').is_infinite(), Decimal(1).is_finite(),
      Decimal(1).is_canonical(), Decimal(1).canonical(), Decimal('1e-999999').is_subnormal())
print(Decimal(1).compare(2), Decimal(1).compare_signal(2), Decimal(1).compare_total(
    Decimal('1.0')), Decimal(1).compare_total_mag(-2), Decimal(1).max(2), Decimal(1).min(2),
      Decimal(-3).max_mag(2), Decimal(-3).min_mag(2), Decimal(1).same_quantum(Decimal('1.0')))
with localcontext(prec=50) as c:
    print(Decimal(1) / 7, c.prec, getcontext().prec)
print(getcontext().prec, Decimal(1) / 7)
with localcontext(Context(prec=5, rounding=ROUND_DOWN)):
    print(Decimal(2) / 3)
