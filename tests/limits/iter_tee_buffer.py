# One tee drained far ahead of the other: the shared buffer ends at the memory limit.
# pyeval: --max-ops 0 --max-memory 32M --timeout 0
# expect-stderr: memory limit exceeded
# expect-exit: 3
# time-bound: 30
import itertools
a, b = itertools.tee(itertools.count())
for x in a:
    pass
