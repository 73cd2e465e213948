# 1 << 10**12 is refused before allocating.
# expect-stderr: memory limit exceeded
# expect-exit: 3
# time-bound: 2
x = 1 << 10 ** 12
