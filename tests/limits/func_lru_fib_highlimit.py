# The recursion limit raised near the ceiling: a memoised fib 40000 deep (80000 frames:
# the wrapper's and fib's) runs on pyeval's own stack without a crash.
# pyeval: --timeout 0 --max-depth 100000
# expect-stdout: fib 875
# expect-exit: 0
# time-bound: 20
import functools, sys
sys.setrecursionlimit(100000)
@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print('fib', fib(40000) % 1000)
