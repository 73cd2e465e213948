# list.reverse touches every item: charged per 16.
# pyeval: --max-ops 1000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
l = [0] * 1000000
for i in range(200000):
    l.reverse()
