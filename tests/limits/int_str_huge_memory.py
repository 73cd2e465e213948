# str() of a 100,000,000-bit int needs temporaries past a 64 MiB limit: refused up
# front with the memory limit error, not computed.
# pyeval: --max-memory 64M --max-ops 0
# expect-stdout: built
# expect-stderr: memory limit
# expect-exit-nonzero
# time-bound: 5
import sys

sys.set_int_max_str_digits(0)
x = 1 << 100000000
print("built")
s = str(x)
print("converted")
