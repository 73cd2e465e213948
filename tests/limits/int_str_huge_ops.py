# With the digit limit lifted, str() of a 3,000,000-digit int is long work: it ticks the
# operation budget in proportion and ends there, well before the time bound.
# pyeval: --max-ops 1000000
# expect-stdout: built
# expect-stderr: operation limit
# expect-exit-nonzero
# time-bound: 5
import sys

sys.set_int_max_str_digits(0)
x = 1 << 10000000
print("built")
s = str(x)
print("converted")
