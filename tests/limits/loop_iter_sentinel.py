# iter(callable, sentinel) that never meets the sentinel.
# pyeval: --max-ops 200000
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 5
for x in iter(lambda: 0, 1):
    pass
