# The refused power is not a catchable MemoryError.
# expect-stderr: memory limit exceeded
# expect-exit: 3
# time-bound: 2
try:
    x = 2 ** (2 ** 40)
except MemoryError:
    print('caught')
