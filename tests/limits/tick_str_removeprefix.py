# removeprefix copies the rest of a 4 MB string: charged per 64 bytes.
# pyeval: --max-ops 1000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
s = 'a' * 4000000
for i in range(10000):
    t = s.removeprefix('a')
