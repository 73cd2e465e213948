# create_decimal (rounding into the context, NaN payloads, -0, sNaN), context arguments, subclassed contexts, string forms.
from decimal import *
def t(f):
    try: print(repr(f()))
    except Exception as e: print(type(e).__name__, e)
c = Context(prec=5, traps=[])
for v in ['sNaN', 'NaN123456789', '1.23456789', '-0', 'inf', Decimal('sNaN12'), Decimal('1.234567'), 12345678, 'bad', (0, (1,2,3), 5), 1.5]:
    c.clear_flags()
    t(lambda: c.create_decimal(v)); print(c.flags[InvalidOperation], c.flags[Inexact], c.flags[FloatOperation])
t(lambda: Context(prec=5).create_decimal('NaN123456789'))
t(lambda: Decimal('1.23456', Context(prec=2)))
t(lambda: Decimal('bad', Context(traps=[])))
t(lambda: Decimal(1, 2))
class MyContext(Context):
    pass
m = MyContext(prec=3)
t(lambda: m.divide(1, 3))
t(lambda: repr(m))
t(lambda: Decimal(2).sqrt(m))
t(lambda: getcontext() is getcontext())
with localcontext() as lc:
    lc.prec = 3
    t(lambda: Decimal(1)/3)
t(lambda: Decimal(1)/3)
t(lambda: Context(flags={k: False for k in Context().flags}))
c = Context()
c.traps[Inexact] = 1
t(lambda: c.traps)
t(lambda: dict(c.flags) == {k: False for k in c.flags})
t(lambda: list(c.traps.keys()))
t(lambda: Decimal(123).to_eng_string(Context(capitals=0)))
t(lambda: Decimal('1e100').to_eng_string())
t(lambda: Decimal('1E+5').__str__())
t(lambda: [str(Decimal(x)) for x in ['1e-6', '1e-7', '123e20', '0e-7', '0e+3', '-5e-10']])
t(lambda: [x.to_eng_string() for x in map(Decimal, ['1e-6', '1e-7', '123e20', '0e-7', '0e+3', '-5e-10', '0E+2', '0E-1'])])
