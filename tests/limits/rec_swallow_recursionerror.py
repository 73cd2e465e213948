# Recursion that catches RecursionError and recurses again: exponential, ended by the budget.
# pyeval: --max-ops 2000000
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 5
def f():
    try:
        f()
    except RecursionError:
        f()


f()
