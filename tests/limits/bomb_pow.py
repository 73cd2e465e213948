# 10 ** 10 ** 9 is refused before computing.
# expect-stderr: memory limit exceeded
# expect-exit: 3
# time-bound: 2
x = 10 ** 10 ** 9
