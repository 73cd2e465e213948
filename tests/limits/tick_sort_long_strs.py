# Sorting (or max of) strs that share a 100,000-byte prefix compares the whole prefix
# each time: the comparison charges per 64 bytes it actually compares.
# pyeval: --max-ops 1000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
prefix = 'a' * 100000
l = [prefix + str(i % 2) for i in range(200)]
for i in range(20000):
    sorted(l)
    max(l)
