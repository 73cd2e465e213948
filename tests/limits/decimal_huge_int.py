# int() of a short Decimal with a huge exponent would be an int of 10**12 digits: the
# power of ten is refused by the memory limit before it is allocated.
# expect-exit: 3
# expect-stderr: memory limit exceeded
# forbid-stdout: done
# time-bound: 5
from decimal import Decimal
import math

print(int(Decimal('1e50')), math.floor(Decimal('-1.5e3')))
n = int(Decimal('1e999999999999'))
print('done')
