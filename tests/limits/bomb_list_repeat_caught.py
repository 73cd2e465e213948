# [0] * 10**10 is the memory limit, which `except MemoryError` does not see.
# expect-stderr: memory limit exceeded
# expect-exit: 3
# time-bound: 2
try:
    x = [0] * 10 ** 10
except MemoryError:
    print('caught')
