# A sort key that never returns.
# pyeval: --max-ops 200000
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 5
def k(x):
    while True:
        pass


sorted([3, 1, 2], key=k)
