# format() with a 10,000,000-wide field charges for the padding before writing it.
# pyeval: --max-ops 1000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
for i in range(2000):
    t = format('x', '>10000000')
