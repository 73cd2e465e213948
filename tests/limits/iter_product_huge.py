# product of ten big ranges: the pools are materialised (as CPython does) under the
# memory limit.
# pyeval: --max-ops 0 --max-memory 64M --timeout 0
# expect-stderr: memory limit exceeded
# expect-exit: 3
# time-bound: 10
import itertools
itertools.product(*[range(10**6)] * 10)
