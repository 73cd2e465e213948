# Recursion in both try and finally is 2**1000 calls; the budget ends it.
# pyeval: --max-ops 500000
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 5
def f():
    try:
        f()
    finally:
        f()


f()
