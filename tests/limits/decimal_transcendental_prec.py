# exp/ln at a large precision cost ~P**2.3 in libmpdec (CPython 3.11: ln at prec 10,000
# takes 10 s). They are charged by the precision before the call, so a loop of them ends
# at the operation limit in about a second.
# expect-exit: 3
# expect-stderr: operation limit exceeded
# forbid-stdout: done
# time-bound: 5
from decimal import Decimal, localcontext

with localcontext(prec=3000):
    x = Decimal(2)
    for i in range(1000):
        x = (x + 1).ln() + 1
print('done')
