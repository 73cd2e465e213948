# A list of big lists.
# pyeval: --max-ops 0
# expect-stderr: memory limit exceeded
# expect-exit: 3
# time-bound: 5
x = [[0] * 10 ** 5 for _ in range(10 ** 5)]
