# reduce over an endless iterator stops at the operation limit (the C loop ticks).
# pyeval: --max-ops 1000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
import functools, itertools
functools.reduce(lambda a, b: b, itertools.repeat(1))
