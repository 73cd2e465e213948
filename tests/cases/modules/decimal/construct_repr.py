# Decimal construction from str, int, float, tuple and Decimal; repr, str, as_tuple.
from decimal import Decimal, getcontext, InvalidOperation, localcontext


def show(label, f):
    try:
        r = f()
        print(label, repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)


texts = ['0', '-0', '1.10', '  12.5  ', '1_000.000_1', '1__0', '_1', '1_', 'nan', 'NaN',
         '-NaN123', 'sNaN', '-sNaN7', 'inf', '-Infinity', 'INF', '1e', '1e5', '1E-5',
         '1.e3', '.5', '5.', '-.0e-3', '0x10', '1 0', '', ' ', '+7', '--7', '١٢٣',
         '1e999999999', '1e-999999999', '123456789012345678901234567890.123',
         '0.000001', '0.0000001', '1E+2', '12345678901234567890e-30', 'Infinityx']
for t in texts:
    show('str %r' % t, lambda: Decimal(t))
with localcontext() as c:
    c.traps[InvalidOperation] = False
    show('untrapped', lambda: Decimal('abc'))
    print(c.flags[InvalidOperation])

for i in [0, 1, -1, 7, 2**63, -2**63, 2**64 + 1, 10**30, -10**50 + 3, 10**5000]:
    d = Decimal(i)
    print('int', str(d)[:60], len(str(d)), d == i, int(d) == i)

for f in [0.0, -0.0, 0.1, -2.5, 1e300, 5e-324, 1.5, float('inf'), float('-inf'),
          float('nan'), 123456789.125]:
    show('float %r' % f, lambda: Decimal(f))
    show('from_float %r' % f, lambda: Decimal.from_float(f))

for tp in [(0, (1, 2, 3), -2), (1, (0,), 0), (0, (), 5), (1, (1, 2), 'F'), (0, (1,), 'n'),
           (1, (4, 2), 'N'), (0, (0, 0, 1), 3), [0, (1,), 1], (2, (1,), 0),
           (0, (1, 10), 0), (0, (1,)), (0, [1, 2], 0), (0, (1,), 1.5), (0, (1,), 'x')]:
    show('tuple %r' % (tp,), lambda: Decimal(tp))

for bad in [[1], 1j, None, b'1', object]:
    show('bad %r' % (bad,), lambda: Decimal(bad))

for s in ['1.10', '-0', '0E-10', '1E+5', '-1.23E-7', '123.456', 'NaN', '-sNaN12',
          '-Infinity', '1E+999999', '0.000', '100']:
    d = Decimal(s)
    print(s, str(d), repr(d), d.to_eng_string(), d.as_tuple())

print(Decimal(Decimal('1.5')), Decimal('1.5') is not None)
print(Decimal.from_float(0.25), Decimal.from_float(7))
show('from_float str', lambda: Decimal.from_float('1'))
getcontext().capitals = 0
print(str(Decimal('1e10')), repr(Decimal('1e10')))
getcontext().capitals = 1
print(str(Decimal('1e10')))


class MyDec(Decimal):
    pass


m = MyDec('1.5')
print(type(m).__name__, m, repr(m), type(m + 1).__name__, type(MyDec.from_float(0.5)).__name__)
print(type(Decimal(m)).__name__)
