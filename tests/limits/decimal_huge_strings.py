# A million-digit string converts exactly (charged per byte) and rounds under the
# context; 1e999999999999 is a short number whose '{:f}' would be 10**12 digits: the
# text's bound is refused by the memory limit before anything is allocated.
# expect-exit: 3
# expect-stdout: 1000000 1.000000000000000000000000000E+1000000
# expect-stdout: 1E+999999999999
# expect-stderr: memory limit exceeded
# forbid-stdout: done
# time-bound: 10
from decimal import Decimal, localcontext

d = Decimal('9' * 10 ** 6)
with localcontext(Emax=10 ** 7) as c:
    print(d.adjusted() + 1, +d)
big = Decimal('1e999999999999')
print(big)
s = '{:f}'.format(big)
print('done')
