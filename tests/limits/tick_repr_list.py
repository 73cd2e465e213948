# repr() of a 1,000,000-item list is one op per item: a loop of such reprs stops at
# the operation limit instead of running for minutes.
# pyeval: --max-ops 1000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
l = [0] * 1000000
for i in range(2000):
    s = repr(l)
