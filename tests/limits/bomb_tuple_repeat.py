# A tuple repetition far past the limit is refused before allocating.
# expect-stderr: memory limit exceeded
# expect-exit: 3
# time-bound: 2
t = (0,) * 10 ** 10
