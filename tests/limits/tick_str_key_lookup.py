# Looking up a 10 MB str key that is equal to, but not the same object as, the stored
# key compares every byte: dict and set lookups charge for it (one op per 64 bytes).
# pyeval: --max-ops 1000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
k = 'a' * 10000000
d = {k: 1}
s = {k}
k2 = 'a' * 10000000
for i in range(100000):
    d[k2]
    k2 in s
