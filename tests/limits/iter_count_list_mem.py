# list(itertools.count()) with the budget off ends at the memory limit.
# pyeval: --max-ops 0 --max-memory 32M --timeout 0
# expect-stderr: memory limit exceeded
# expect-exit: 3
# time-bound: 20
import itertools
list(itertools.count())
