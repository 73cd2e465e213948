# Skipping the rest of an endless group inside one groupby step charges one op per item
# skipped, so it ends at the operation limit.
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 10
from itertools import groupby, repeat
g = groupby(repeat(1))
next(g)
next(g)
