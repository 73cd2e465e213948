# 'a' * 10**11 is refused before allocating.
# expect-stderr: memory limit exceeded
# expect-exit: 3
# time-bound: 2
s = 'a' * 10 ** 11
