# The back-edge ticks even when the loop body is a single cheap statement.
# pyeval: --max-ops 50000
# expect-stderr: operation limit
# expect-exit-nonzero
# time-bound: 5
x = 0
while x >= 0:
    x = x + 1 - 1
