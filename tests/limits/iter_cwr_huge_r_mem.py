# The same with the budget off: the index array is refused by the memory limit before
# it is allocated.
# pyeval: --max-ops 0 --max-memory 64M --timeout 0
# expect-stderr: memory limit exceeded
# expect-exit: 3
# time-bound: 5
import itertools
itertools.combinations_with_replacement('ab', 10**12)
