# repr() of a large dict charges one op per key and per value.
# pyeval: --max-ops 1000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
d = dict.fromkeys(range(300000), 0)
for i in range(2000):
    s = repr(d)
