# Exact conversion: exponents beyond the maximal context are InvalidOperation, as CPython's.
from decimal import *
def t(f):
    try: print(repr(f()))
    except Exception as e: print(type(e).__name__, e)
for s in ['1e999999999999999999999', '1e999999999999999999', '12e999999999999999999', '1e-999999999999999999', '1e-1999999999999999997', '1e-1999999999999999998', '1e-2999999999999999998']:
    t(lambda: Decimal(s))
    with localcontext() as c:
        c.traps[InvalidOperation] = False
        t(lambda: Decimal(s)); print(c.flags[InvalidOperation])
t(lambda: Decimal((0, (1, 2), 999999999999999999)))
t(lambda: Decimal((0, (1, 2), 10**30)))
t(lambda: Decimal(5e-324))
t(lambda: Decimal(1.7976931348623157e308))
