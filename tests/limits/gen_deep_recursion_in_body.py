# Unbounded plain recursion inside a generator body, with the recursion limit raised
# as far as it goes: the calls move to C-stack segments (eval/cstack.h) until the
# memory limit stops the program cleanly.
# expect-stderr: memory limit
# expect-exit-nonzero
# pyeval: --max-depth 0 --max-memory 64M
# time-bound: 10
import sys
sys.setrecursionlimit(10**9)
def rec(n):
    return rec(n + 1)
def g():
    yield rec(0)
print("start")
next(g())
