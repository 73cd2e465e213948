# '%s%s' % (s, s) with 4 MB strings: the result builder charges per 64 bytes.
# pyeval: --max-ops 1000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
s = 'a' * 4000000
for i in range(2000):
    t = '%s%s' % (s, s)
