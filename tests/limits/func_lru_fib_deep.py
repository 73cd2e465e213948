# A memoised fib recursing 100000 deep: RecursionError, caught; no crash.
# pyeval: --timeout 0
# expect-stdout: RecursionError maximum recursion depth exceeded
# expect-stdout: done 832040
# expect-exit: 0
# time-bound: 10
import functools, sys
@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
try:
    fib(100000)
except RecursionError as e:
    print('RecursionError', e)
fib.cache_clear()
print('done', fib(30))
