# Iterating, popping and copying a set emptied by discard cross its whole table: charged per 16.
# Found by tools/loop_audit.py; before, each call did this work for one op.
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 5
# rss-bound: 300
s = set(range(300000))
for k in range(299999):
    s.discard(k)
while True:
    next(iter(s))
    x = s.pop()
    s.add(x)
    s.copy()
    s <= s
