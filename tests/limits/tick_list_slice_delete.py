# del l[0:1] and l[0:1] = [] move the tail: charged per 16 items.
# pyeval: --max-ops 1000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
l = [0] * 1000000
for i in range(200000):
    del l[0:1]
    l[0:1] = []
