# An unbounded lru_cache filled forever stops at the memory limit; a bounded one stays
# at its size and ends at the operation limit.
# pyeval: --max-memory 64M --max-ops 20000000
# expect-stdout: bounded done
# expect-stderr: memory limit exceeded
# expect-exit: 3
# time-bound: 10
from functools import cache, lru_cache


@lru_cache(maxsize=1000)
def bounded(x):
    return str(x)


for i in range(300000):
    bounded(i)
print('bounded done', bounded.cache_info().currsize)


@cache
def grow(x):
    return str(x)


i = 0
while True:
    grow(i)
    i += 1
