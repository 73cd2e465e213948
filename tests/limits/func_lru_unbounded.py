# lru_cache(maxsize=None) fills only to the memory limit.
# pyeval: --max-ops 0 --max-memory 32M --timeout 0
# expect-stderr: memory limit exceeded
# expect-exit: 3
# time-bound: 20
import functools
@functools.lru_cache(maxsize=None)
def f(x):
    return x
i = 0
while True:
    f(i)
    i += 1
