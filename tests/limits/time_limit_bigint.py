# One huge bigint power, budget off: refused at once because its work would outlast the time limit.
# pyeval: --max-ops 0 --timeout 2
# expect-stderr: time limit exceeded
# expect-exit: 3
# time-bound: 4
x = 7 ** (10 ** 8)
