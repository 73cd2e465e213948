# operator.countOf over an endless iterator stops at the operation limit.
# pyeval: --max-ops 1000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
import operator, itertools
operator.countOf(itertools.repeat(1), 2)
