# repeat(x, 10**18) is lazy: making it costs nothing; draining it stops at the budget.
# pyeval: --max-ops 1000000 --timeout 0
# expect-stdout: made repeat(0, 1000000000000000000)
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
import itertools
r = itertools.repeat(0, 10**18)
print('made', r)
for x in r:
    pass
