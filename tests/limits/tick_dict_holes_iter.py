# next(iter(d)) on a dict emptied by del crosses every hole: charged per 16.
# Found by tools/loop_audit.py; before, each call did this work for one op.
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 5
# rss-bound: 300
d = dict.fromkeys(range(300000))
for k in range(299999):
    del d[k]
while True:
    next(iter(d))
    next(reversed(d))
