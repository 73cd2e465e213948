# RecursionError is catchable; catching it forever must still end on the op budget.
# pyeval: --max-ops 1000000
# expect-stderr: operation limit
# expect-exit-nonzero
# time-bound: 10
def f(n):
    return f(n + 1)
while True:
    try:
        f(0)
    except RecursionError:
        pass
