# A format width far past the limit.
# expect-stderr: memory limit exceeded
# expect-exit: 3
# time-bound: 2
s = '{:>{}}'.format('x', 10 ** 12)
