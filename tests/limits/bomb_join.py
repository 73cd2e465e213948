# A join whose result is far past the limit.
# expect-stderr: memory limit exceeded
# expect-exit: 3
# time-bound: 3
x = 'y' * 10 ** 6
s = ''.join([x] * 10 ** 3)
t = s * 1000
