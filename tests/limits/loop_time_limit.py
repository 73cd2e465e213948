# With the budget off, the wall clock ends an endless loop.
# pyeval: --max-ops 0 --timeout 1
# expect-stderr: time limit exceeded
# expect-exit: 3
# time-bound: 4
n = 0
while True:
    n += 1
