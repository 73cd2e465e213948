# Fraction edge cases: literal forms and their errors, constructor type errors, zero
# denominators (the message shows the reduced numerator), from_float/from_decimal,
# limit_denominator ties and bounds, powers of negative and zero bases, reverse powers,
# round half even, hashes (incl. a denominator that is a multiple of the hash modulus),
# comparisons with infinities, NaNs and complex numbers, and mixed-type operators.
import sys, math
from fractions import Fraction as F
from decimal import Decimal as D


def show(label, fn, *args):
    try:
        r = fn(*args)
        r = (type(r).__name__, r)
    except Exception as e:
        r = '%s: %s' % (type(e).__name__, e)
    print(label, r)


for text in ['3/4', ' -12/18 ', '+7', '1.25', '-.5', '1_000.000_1', '2e3', '2.5E-3', '1e1_0', '0/5',
             '3/0', '1.', '.', '1/-2', '1 /2', '1.2/3', '1e', 'x', '', '1__0', '1.dd', '١٢/٣',
             '-0', '0.000', '1.5e+2', '12345678901234567890.98765432109876543210e-10']:
    show('str %r' % text, F, text)
for args in [(6, -4), (-6, -4), (0, -3), (F(1, 2), F(3, 4)), (F(1, 2), 3), (3, F(1, 2)), (True, 2),
             (1, 0), (F(3, 2), 0), (2.5,), (D('-1.25'),), (D('NaN'),), (float('inf'),), (1.5, 2),
             (1, 2.0), ('1', 2), (1 + 0j,), (None,), ([],), (F(7, 3),)]:
    show('new %r' % (args,), F, *args)
for x in (0.1, -2.5, 5, True, float('nan'), D('1.1'), '1.5', F(1, 2)):
    show('from_float %r' % (x,), F.from_float, x)
    show('from_decimal %r' % (x,), F.from_decimal, x)
pi = F(math.pi)
for lim in (1, 2, 3, 7, 10, 100, 113, 1000, 10**6, 10**20, 0, -1):
    show('limit %d' % lim, pi.limit_denominator, lim)
for x, lim in [(F(3, 8), 2), (F(5, 8), 2), (F(1, 3), 2), (F(-7, 16), 3), (F(10**30 + 1, 10**30), 10**15),
               (F(1, 2), 1), (F(-1, 2), 1), (F(3, 4), 1), (F(3, 2), 1)]:
    show('limit %r %d' % (x, lim), x.limit_denominator, lim)
for base in (F(2, 3), F(-2, 3), F(0), F(-1), F(5)):
    for exp in (0, 1, 3, -1, -2, F(1, 2), F(-3), 0.5, 2.0, 1j):
        show('pow %r %r' % (base, exp), pow, base, exp)
for base in (2, -2, 0, 2.0, -8.0, 1j, F(4, 9), True, D(2)):
    for exp in (F(2), F(-2), F(1, 2), F(-1, 3), F(0)):
        show('rpow %r %r' % (base, exp), pow, base, exp)
for x in (F(5, 2), F(7, 2), F(-5, 2), F(-7, 2), F(1, 3), F(-2, 3), F(0), F(12345, 100), F(-1, 200)):
    show('round %r' % x, round, x)
    for nd in (0, 1, 2, -1, -2):
        show('round %r %d' % (x, nd), round, x, nd)
M = sys.hash_info.modulus
for x in (F(1, 2), F(-1, 2), F(-1), F(-2), F(1, M), F(-3, M), F(1, M * 2), F(M, 3), F(10**40, 7), F(0)):
    print('hash', x, hash(x), hash(x) == hash(float(x)) if abs(x) < 10**300 else '')
for other in (float('inf'), float('-inf'), float('nan'), 0.5, 0.1, 1, 1.0, 1 + 0j, 0.5 + 0j, 0.5 + 1j,
              D('0.5'), 'x', None, F(1, 2), True):
    a = F(1, 2)
    for name, op in (('==', lambda p, q: p == q), ('!=', lambda p, q: p != q), ('<', lambda p, q: p < q),
                     ('<=', lambda p, q: p <= q), ('>', lambda p, q: p > q), ('>=', lambda p, q: p >= q)):
        show('cmp %r %s %r' % (a, name, other), op, a, other)
        show('rcmp %r %s %r' % (other, name, a), op, other, a)
ops = (('+', lambda p, q: p + q), ('-', lambda p, q: p - q), ('*', lambda p, q: p * q),
       ('/', lambda p, q: p / q), ('//', lambda p, q: p // q), ('%', lambda p, q: p % q),
       ('divmod', divmod))
for a, b in [(F(1, 6), F(1, 10)), (F(-3, 4), F(5, 6)), (F(1, 2), 0), (F(0), F(0)), (F(3, 2), F(0)),
             (F(1, 3), 2), (2, F(1, 3)), (F(1, 3), 0.5), (0.5, F(1, 3)), (F(1, 3), 1j), (1j, F(1, 3)),
             (F(1, 3), D(1)), (D(1), F(1, 3)), (F(1, 3), True), (F(10**20, 3), F(7, 10**20)),
             (F(6, 35), F(10, 21)), (F(-6, 35), F(-10, 21))]:
    for name, op in ops:
        show('%r %s %r' % (a, name, b), op, a, b)
print(F.__add__.__name__, F.__radd__.__qualname__, F.__rdivmod__.__name__)
