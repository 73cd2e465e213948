# A Fraction literal whose exponent asks for 10**999999999: the power is refused at
# the memory limit before it is computed, not after minutes of work.
# expect-stderr: memory limit exceeded
# expect-exit: 3
# time-bound: 10
from fractions import Fraction
Fraction('1e999999999')
