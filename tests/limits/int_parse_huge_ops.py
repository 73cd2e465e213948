# With the digit limit lifted, int() of 2,000,000 decimal digits ticks the operation
# budget in proportion to its work and ends there.
# pyeval: --max-ops 1000000
# expect-stdout: built
# expect-stderr: operation limit
# expect-exit-nonzero
# time-bound: 5
import sys

sys.set_int_max_str_digits(0)
t = "7" * 2000000
print("built")
x = int(t)
print("parsed")
