# sys.setrecursionlimit(10**6) is capped by --max-depth; deep recursion is still RecursionError, never a crash.
# pyeval: --max-depth 20000
# expect-stderr: RecursionError: maximum recursion depth exceeded
# expect-exit: 1
# time-bound: 5
import sys
sys.setrecursionlimit(10 ** 6)


def f(n):
    return f(n + 1)


f(0)
