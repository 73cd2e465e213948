# statistics over Decimal data, Fraction(Decimal) and Fraction.from_decimal.
import statistics
from decimal import Decimal, localcontext
from fractions import Fraction


def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)


data = [Decimal('0.5'), Decimal('0.75'), Decimal('0.625'), Decimal('0.375'), Decimal(1)]
for name in ['mean', 'median', 'median_low', 'median_high', 'mode', 'variance',
             'pvariance', 'stdev', 'pstdev', 'harmonic_mean', 'geometric_mean', 'fmean']:
    show(name, lambda: getattr(statistics, name)(data))
show('mean 1/3', lambda: statistics.mean([Decimal(1), Decimal(1), Decimal(2)]))
show('stdev', lambda: statistics.stdev([Decimal('1.1'), Decimal('2.2'), Decimal('3.7'), 5]))
with localcontext(prec=6):
    show('stdev prec 6', lambda: statistics.stdev([Decimal(1), Decimal(2), Decimal(4)]))
show('mixed float', lambda: statistics.mean([Decimal(1), 2.0]))
show('mixed int', lambda: statistics.mean([Decimal('1.5'), 2, 3]))
show('quantiles', lambda: statistics.quantiles([Decimal(i) / 4 for i in range(9)]))
show('nan', lambda: statistics.mean([Decimal('NaN'), Decimal(1)]))

for v in ['1.5', '-0.125', '1e5', '0', '-0', '3.14159', '1E-20']:
    print(v, repr(Fraction(Decimal(v))), repr(Fraction.from_decimal(Decimal(v))))
show('inf', lambda: Fraction(Decimal('Infinity')))
show('nan', lambda: Fraction(Decimal('NaN')))
show('from_decimal float', lambda: Fraction.from_decimal(1.5))
print(Fraction.from_decimal(3), Fraction(Decimal('2.5'), 3) if False else '')
