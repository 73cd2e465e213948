# l.insert(0, x) moves the whole list: one op per 16 items moved.
# pyeval: --max-ops 1000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
l = [0] * 1000000
for i in range(2000000):
    l.insert(0, 1)
