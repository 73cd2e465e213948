# Decimal(1)/Decimal(7) under prec=MAX_PREC would compute 10**18 digits (CPython raises
# MemoryError). The division is charged by the context's precision before libmpdec
# starts, so the run stops at once at the operation limit.
# expect-exit: 3
# expect-stderr: limit exceeded
# forbid-stdout: done
# time-bound: 5
from decimal import Decimal, getcontext, MAX_PREC, MAX_EMAX, MIN_EMIN

c = getcontext()
c.prec = MAX_PREC
c.Emax = MAX_EMAX
c.Emin = MIN_EMIN
print(Decimal(2) ** 100, Decimal(3) * 4)  # exact arithmetic stays cheap
x = Decimal(1) / Decimal(7)
print('done')
