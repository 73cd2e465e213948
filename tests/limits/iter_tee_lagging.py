# One tee iterator runs ahead of the other over an endless source: the shared chunks
# pile up under the memory limit, never past the host's memory.
# pyeval: --max-memory 64M --max-ops 0
# expect-stderr: memory limit exceeded
# expect-exit: 3
# time-bound: 10
from itertools import count, tee
a, b = tee(count())
for x in a:
    pass
