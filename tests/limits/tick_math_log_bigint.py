# math.log of a huge int copies and shifts all its digits: charged per 64 digits.
# pyeval: --max-ops 1000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
import math
a = 7 ** 300000
for i in range(2000000):
    math.log(a)
