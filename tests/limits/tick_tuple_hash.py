# hash() of a 1,000,000-item tuple hashes every item: one op each.
# pyeval: --max-ops 1000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
t = (0,) * 1000000
for i in range(2000):
    hash(t)
