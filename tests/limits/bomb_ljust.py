# str.ljust far past the limit.
# expect-stderr: memory limit exceeded
# expect-exit: 3
# time-bound: 2
s = 'x'.ljust(10 ** 12)
