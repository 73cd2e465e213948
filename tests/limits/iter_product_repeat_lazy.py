# product(range(10**6), repeat=10**4) shares one pool (nothing big is built), and its
# first result of 10**4 items is charged; walking the rest ends at the budget.
# pyeval: --max-ops 3000000 --timeout 0
# expect-stdout: first 10000
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 10
import itertools
p = itertools.product(range(10**6), repeat=10**4)
print('first', len(next(p)))
for x in p:
    pass
