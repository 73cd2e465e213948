# l.pop(0) and del l[0] move the whole list: one op per 16 items moved.
# pyeval: --max-ops 1000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
l = [0] * 3000000
for i in range(2000000):
    l.pop(0)
    del l[0]
