# Overflow, Underflow, Subnormal and Clamped: a small exponent range (with and without
# clamp) under each rounding mode, every result with the flags it raised.
from decimal import Decimal, Context, ROUND_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, \
    ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_05UP

vals = ['9.9999E+5', '1E+5', '-9.99999E+5', '1E-5', '1.2345E-7', '-5E-9', '1E-10', '0E+9',
        '0E-20', '12345', '0.00001234', '99999E+1', '3']
for clamp in (0, 1):
    for rnd in (ROUND_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_UP,
                ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_05UP):
        c = Context(prec=5, Emin=-5, Emax=5, clamp=clamp, rounding=rnd, traps=[])
        print(c)
        for a in vals:
            da = Decimal(a)
            for name, f in (('plus', lambda: c.plus(da)), ('x10', lambda: c.multiply(da, 10)),
                            ('/10', lambda: c.divide(da, 10)),
                            ('sq', lambda: c.multiply(da, da)),
                            ('next+', lambda: c.next_plus(da)),
                            ('scaleb3', lambda: c.scaleb(da, 3)),
                            ('quant', lambda: c.quantize(da, Decimal('1E-2'))),
                            ('exp', lambda: c.exp(da)), ('cls', lambda: c.number_class(da)),
                            ('norm', lambda: c.normalize(da)), ('logb', lambda: c.logb(da))):
                c.clear_flags()
                r = f()
                print(a, name, r, ','.join(k.__name__ for k, v in c.flags.items() if v))
