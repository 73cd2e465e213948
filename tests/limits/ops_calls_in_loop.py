# Calls tick as well as back-edges.
# pyeval: --max-ops 100000
# expect-stderr: operation limit
# expect-exit-nonzero
# time-bound: 5
def f(x):
    return x + 1
n = 0
while True:
    n = f(n)
