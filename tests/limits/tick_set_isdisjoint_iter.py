# set.isdisjoint/issuperset of a non-set iterable walked it without a charge: a range
# iterator does not tick, so {-1}.isdisjoint(range(10**10)) ran for ever.
# Found by tools/loop_audit.py.
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 5
# rss-bound: 200
s = {-1}
print(s.isdisjoint(range(10**10)))
