# int() of a million digits is CPython's ValueError (the 4300-digit rule).
# expect-stderr: ValueError: Exceeds the limit (4300 digits) for integer string conversion
# expect-exit: 1
# time-bound: 3
x = int('9' * 10 ** 6)
