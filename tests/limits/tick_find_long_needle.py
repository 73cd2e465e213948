# A needle like 'a' * 10000 + 'b' against a megabyte of 'a' makes a naive search
# compare 10,000 bytes at every position. bytes.find now uses a linear search, and the
# reverse searches (str/bytes rfind, rsplit, rpartition) charge each comparison.
# pyeval: --max-ops 1000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
s = 'a' * 1000000
b = b'a' * 1000000
t = 'a' * 10000 + 'b'
u = b'a' * 10000 + b'b'
for i in range(100000):
    s.rfind(t)
    b.find(u)
    b.rfind(u)
