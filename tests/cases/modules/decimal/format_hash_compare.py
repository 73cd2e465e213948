# __format__ (the mini-language), hashes equal to int/float hashes for equal values,
# comparisons with int, float, Fraction and complex.
from decimal import Decimal, localcontext, FloatOperation, getcontext, InvalidOperation
from fractions import Fraction


def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)


vals = ['0', '-0', '1', '-1.5', '1234567.891', '0.000012345', '1E+20', '-1E-20', '12.5',
        '999.9999', 'Infinity', '-Infinity', 'NaN', '-NaN', '123456789012345678901234567890']
specs = ['', 'f', '.2f', '.0f', 'e', '.3e', 'E', 'g', '.3g', 'G', '%', '.1%', 'n', ',',
         '_', ',.2f', '_f', '>12', '<12', '^12', '*^15.3f', '+', ' ', '-', '+.2e', '012',
         '015,.2f', '=+12.1f', '#', '10', '.5', '.30f', '#.0f', 'F', '.1F', '0=12']
for v in vals:
    d = Decimal(v)
    for s in specs:
        show('%s %r' % (v, s), lambda: format(d, s))
for bad in ['x', '.2q', ',,', 'd', 'b', 'c', '=', 'z.2f']:
    show('bad %r' % bad, lambda: format(Decimal('1.5'), bad))
print('{:.3f} {:>10} {:e}'.format(Decimal('3.14159'), Decimal('2.5'), Decimal(123)))
print(f"{Decimal('1234.5'):,.2f} {Decimal('0.5'):%}")

for v in ['0', '-0', '1', '-1', '1.5', '-2.25', '1E+3', '1000', '1.000', '0.1', '1e-30',
          '123456789012345678901234567890', '-1E+100', 'Infinity', '-Infinity', '2.5E-1',
          '4294967296', '9223372036854775808', '1e1000', '1e-1000']:
    d = Decimal(v)
    print(v, hash(d))
print(hash(Decimal(1)) == hash(1), hash(Decimal('1.5')) == hash(1.5),
      hash(Decimal('0.25')) == hash(Fraction(1, 4)), hash(Decimal(-1)) == hash(-1),
      hash(Decimal(2**70)) == hash(2**70), hash(Decimal('1e400')) == hash(10**400))
show('hash snan', lambda: hash(Decimal('sNaN')))
n = Decimal('NaN')
print(hash(n) == hash(n), len({Decimal('1.0'), Decimal(1), 1, 1.0}))

for a in ['1', '1.5', '-2', '0.1', 'NaN', 'Infinity', '-0']:
    d = Decimal(a)
    for b in [1, 1.5, -2, 0.1, Fraction(3, 2), Fraction(-2), Fraction(1, 3), 1 + 0j,
              1.5 + 1j, float('inf'), float('nan')]:
        with localcontext() as c:
            c.traps[InvalidOperation] = False
            show('%s ? %r' % (a, b), lambda: (d == b, d != b, d < b, d <= b, d > b, d >= b))
            show('  rev', lambda: (b == d, b < d))
            print('  flags', sorted(k.__name__ for k, v in c.flags.items() if v))
print(Decimal(1) == '1', Decimal(1) != None, sorted([Decimal('1.5'), 1, Decimal('-2'), 0]))
print(max(Decimal(1), Decimal('1.0')), min(Decimal(2), 3), Decimal(5) in {5: 1})
