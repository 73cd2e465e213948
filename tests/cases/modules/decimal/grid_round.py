# Rounding modes: a grid of operands x operations x rounding modes x precisions, with every result's
# repr and the flags each operation raised (no traps, so signals become flags).
from decimal import (Decimal, Context, ROUND_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR,
                     ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_05UP)

vals = ['0', '-0', '1', '-1', '2.5', '-3.75', '7', '0.1', '1E+3', '123456789.987654321',
        '1E-7', 'Infinity', '-Infinity', 'NaN', '9.999', '-0.5']
roundings = [ROUND_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_UP,
             ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_05UP]
ops = ['add', 'subtract', 'multiply', 'divide', 'remainder_near', 'power', 'quantize']
unops = ['plus', 'minus', 'sqrt', 'exp', 'ln', 'next_toward' and 'normalize',
         'to_integral_value', 'to_integral_exact']


def flags(c):
    return ','.join(sorted(k.__name__ for k, v in c.flags.items() if v))


sel = roundings
for prec in ((3,) if len(sel) > 1 else (9, 28)):
    for rnd in sel:
        c = Context(prec=prec, rounding=rnd, traps=[], Emin=-99, Emax=99)
        out = []
        for a in vals:
            da = Decimal(a)
            for name in unops:
                c.clear_flags()
                r = getattr(c, name)(da)
                out.append('%s(%s)=%s %s' % (name, a, r, flags(c)))
            for b in vals[::3]:
                db = Decimal(b)
                for name in ops:
                    c.clear_flags()
                    r = getattr(c, name)(da, db)
                    out.append('%s(%s,%s)=%s %s' % (name, a, b, r, flags(c)))
                c.clear_flags()
                q, r = c.divmod(da, db)
                out.append('divmod(%s,%s)=%s,%s %s' % (a, b, q, r, flags(c)))
        print(prec, rnd, len(out))
        print('\n'.join(out))

