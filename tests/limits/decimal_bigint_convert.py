# Converting a huge int to Decimal (libmpdec's import is quadratic) and back is charged
# before libmpdec runs, so a loop of conversions ends at the operation limit.
# expect-exit: 3
# expect-stderr: operation limit exceeded
# forbid-stdout: done
# time-bound: 8
from decimal import Decimal

n = 7 ** 200000
for i in range(100):
    d = Decimal(n)
    m = int(d)
print('done')
