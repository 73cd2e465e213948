# Contexts (attributes, reprs, copies, errors, flags and traps dicts), the signal
# classes and their trap messages, localcontext/setcontext.
import decimal
from decimal import *


def show(label, f):
    try:
        r = f()
        print(label, repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)


print(repr(getcontext()))
print(DefaultContext)
print(BasicContext)
print(ExtendedContext)
print(MAX_PREC, MAX_EMAX, MIN_EMIN, MIN_ETINY, HAVE_THREADS, HAVE_CONTEXTVAR)
print(ROUND_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_UP, ROUND_HALF_DOWN,
      ROUND_HALF_EVEN, ROUND_05UP)
for cls in [DecimalException, Clamped, InvalidOperation, ConversionSyntax, DivisionByZero,
            DivisionImpossible, DivisionUndefined, Inexact, InvalidContext, Rounded,
            Subnormal, Overflow, Underflow, FloatOperation]:
    print(cls.__name__, cls.__module__, [b.__name__ for b in cls.__mro__])

c = Context(prec=5, rounding=ROUND_DOWN, Emin=-10, Emax=10, capitals=0, clamp=1,
            flags=[Inexact], traps=[Overflow, DivisionByZero])
print(c)
print(c.prec, c.rounding, c.Emin, c.Emax, c.capitals, c.clamp, c.Etiny(), c.Etop())
print(c.flags)
print(c.traps[Overflow], c.traps[Inexact], c.flags[Inexact], len(c.flags))
print(sorted(k.__name__ for k in c.traps), c.flags == c.copy().flags)
d = c.copy()
d.prec = 7
d.flags[Rounded] = True
print(c.prec, d.prec, c.flags[Rounded], d.flags[Rounded])
c.clear_flags()
c.clear_traps()
print(c)
show('prec 0', lambda: Context(prec=0))
show('prec str', lambda: Context(prec='5'))
show('rounding', lambda: Context(rounding='UP'))
show('Emax', lambda: Context(Emax=-1))
show('Emin', lambda: Context(Emin=1))
show('capitals', lambda: Context(capitals=2))
show('clamp', lambda: Context(clamp=-1))
show('flags bad', lambda: Context(flags=[ValueError]))
show('traps dict', lambda: Context(traps={Inexact: 1}))
show('setattr', lambda: setattr(getcontext(), 'foo', 1))
show('flag key', lambda: getcontext().flags[ValueError])
show('Emax big', lambda: Context(Emax=MAX_EMAX + 1))
full = {k: False for k in Context().flags}
full[Inexact] = True
print(Context(traps=full))

# trapped signals raise with CPython's message; untrapped ones only set flags
tests = [
    ('div0', lambda: Decimal(1) / 0),
    ('0/0', lambda: Decimal(0) / 0),
    ('mod0', lambda: Decimal(1) % 0),
    ('divmod0', lambda: divmod(Decimal(1), 0)),
    ('floordiv0', lambda: Decimal(5) // 0),
    ('sqrt-1', lambda: Decimal(-1).sqrt()),
    ('ln0', lambda: Decimal(0).ln()),
    ('ln-1', lambda: Decimal(-1).ln()),
    ('syntax', lambda: Decimal('1.2.3')),
    ('overflow', lambda: Decimal('9e999999') * 10),
    ('inf-inf', lambda: Decimal('inf') - Decimal('inf')),
    ('quantize', lambda: Decimal('1e10').quantize(Decimal('1e-30'))),
    ('divint big', lambda: Decimal('1e40') // Decimal('0.3')),
    ('nan <', lambda: Decimal('nan') < 1),
    ('snan ==', lambda: Decimal('snan') == 1),
    ('nan ==', lambda: Decimal('nan') == Decimal('nan')),
    ('snan +', lambda: Decimal('snan') + 1),
    ('float <', lambda: Decimal(1) < 1.5),
    ('pow', lambda: Decimal(0) ** -1),
    ('powmod', lambda: pow(Decimal(2), 3, 0)),
    ('powmod frac', lambda: pow(Decimal('2.5'), 3, 7)),
]
for name, f in tests:
    setcontext(Context())
    show(name, f)
    print('  flags', getcontext())
    with localcontext() as lc:
        lc.traps = {k: False for k in lc.traps}
        lc.clear_flags()
        show(name + ' untrapped', f)
        print('  ', lc.flags)

setcontext(Context())
with localcontext() as lc:
    lc.traps[Inexact] = True
    show('inexact trapped', lambda: Decimal(1) / 3)
    lc.traps[Inexact] = False
    lc.traps[FloatOperation] = True
    show('float op', lambda: Decimal(1.5))
    show('float eq', lambda: Decimal(1.5) == 1.5)
    show('float lt', lambda: Decimal(1) < 1.5)
    lc.traps[FloatOperation] = False
    lc.traps[Rounded] = True
    show('rounded', lambda: +Decimal('1.23456789012345678901234567890'))
    lc.traps[Subnormal] = True
    show('subnormal', lambda: Decimal('1e-999999') / 10)
    lc.traps[Clamped] = True
    lc.clamp = 1
    show('clamped', lambda: +Decimal('1e999999'))

try:
    Decimal(1) / 0
except ZeroDivisionError as e:
    print('ZeroDivisionError caught', type(e).__name__, e.args)
try:
    Decimal('x')
except InvalidOperation as e:
    print('caught', type(e).__name__, e.args, isinstance(e, ArithmeticError))

with localcontext(prec=3, rounding=ROUND_UP) as lc:
    print(lc.prec, lc.rounding, Decimal(2) / 3)
show('localcontext kw', lambda: localcontext(foo=1))
show('localcontext bad', lambda: localcontext(prec='x'))
show('setcontext bad', lambda: setcontext(1))
c = Context(prec=4)
setcontext(c)
print(getcontext() is c, Decimal(2) / 3)
setcontext(DefaultContext)
print(getcontext() is DefaultContext, getcontext().prec)

# context methods
c = Context(prec=6)
print(c.add(1, 2), c.subtract(Decimal('1.1'), 2), c.multiply(3, Decimal('0.5')),
      c.divide(1, 3), c.divide_int(7, 2), c.divmod(7, 2), c.remainder(7, 3),
      c.power(2, 10), c.power(2, 10, 7), c.sqrt(2), c.exp(1), c.ln(2), c.log10(2),
      c.abs(-3), c.plus(Decimal('1.2345678')), c.minus(3), c.fma(2, 3, 4),
      c.quantize(Decimal('1.23456'), Decimal('0.01')), c.compare(1, 2),
      c.to_sci_string(Decimal('1e10')), c.to_eng_string(Decimal('1e10')),
      c.create_decimal('1.23456789'), c.create_decimal_from_float(0.1),
      c.number_class(1), c.is_zero(0), c.copy_abs(-1), c.copy_sign(1, -2),
      c.logical_and(1100, 1010), c.rotate(12345, 2), c.shift(12345, 2), c.scaleb(1, 5),
      c.next_plus(1), c.next_minus(1), c.next_toward(1, 0), c.normalize(Decimal('1.00')),
      c.to_integral_exact(Decimal('1.5')), c.same_quantum(1, 2), c.radix(), c.Etiny())
show('ctx float', lambda: c.add(1.5, 1))
show('ctx str', lambda: c.add('1', 1))
show('method float', lambda: Decimal(1).compare(1.5))
show('method str', lambda: Decimal(1).quantize('1'))
show('add float', lambda: Decimal(1) + 1.0)
show('radd float', lambda: 1.0 + Decimal(1))
show('mul complex', lambda: Decimal(1) * 1j)
show('lt complex', lambda: Decimal(1) < 1j)
show('eq complex', lambda: Decimal(1) == 1 + 0j)
show('create bad', lambda: c.create_decimal('abc'))
