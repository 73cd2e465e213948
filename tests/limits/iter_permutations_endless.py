# permutations of 20 items never finish: each step is charged.
# pyeval: --max-ops 2000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 10
import itertools
for p in itertools.permutations(range(20)):
    pass
