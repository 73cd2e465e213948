# cycle() over a short list never ends by itself: the budget ends it.
# pyeval: --max-ops 1000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
import itertools
sum(itertools.cycle([1, 2, 3]))
