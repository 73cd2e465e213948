# ascii() of a large list of non-ASCII strings: one op per item plus the escapes.
# pyeval: --max-ops 1000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
l = ['\xe9'] * 1000000
for i in range(2000):
    s = ascii(l)
