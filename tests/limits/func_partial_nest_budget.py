# Flattening 10**6 nested partials copies O(n**2) arguments: the copies are charged,
# so the operation limit ends it.
# pyeval: --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 10
import functools
p = max
for i in range(10**6):
    p = functools.partial(p, i)
