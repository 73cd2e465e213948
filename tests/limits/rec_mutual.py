# Mutual recursion is RecursionError, catchable as in CPython.
# expect-stderr: RecursionError: maximum recursion depth exceeded
# expect-exit: 1
# time-bound: 5
def f(n):
    return g(n + 1)


def g(n):
    return f(n + 1)


f(0)
