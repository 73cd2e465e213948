# Decimal(10)**10**9 is 1E+1000000000 (a short coefficient) under a huge Emax; with the
# precision at MAX_PREC too, an inexact power would need 10**18 digits and stops at the
# operation limit before libmpdec starts.
# expect-exit: 3
# expect-stdout: 1.000000000000000000000000000E+1000000000
# expect-stderr: limit exceeded
# forbid-stdout: done
# time-bound: 5
from decimal import Decimal, getcontext, MAX_PREC, MAX_EMAX

c = getcontext()
c.Emax = MAX_EMAX
print(Decimal(10) ** 10 ** 9)
c.prec = MAX_PREC
x = Decimal(3) ** Decimal('0.5')
print('done')
