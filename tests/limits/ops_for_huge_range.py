# pyeval: --max-ops 100000
# expect-stderr: operation limit
# expect-exit-nonzero
# time-bound: 5
for i in range(10 ** 12):
    pass
