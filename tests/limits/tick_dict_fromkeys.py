# dict.fromkeys over a 1,000,000-item list: one op per key.
# pyeval: --max-ops 1000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
l = list(range(1000000))
for i in range(2000):
    d = dict.fromkeys(l)
