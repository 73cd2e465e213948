# Each step of a zip (or map) over 1,000 iterators advances all of them: one op per
# iterator, so iterating a wide zip stops at the operation limit.
# pyeval: --max-ops 1000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
l = [[0] * 1000000] * 1000
for t in zip(*l):
    pass
