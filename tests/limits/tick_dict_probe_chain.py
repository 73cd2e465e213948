# d[k] = v; d.popitem() leaves one more dummy on k's probe chain each round (as in CPython): probes are charged per 8.
# Found by tools/loop_audit.py; before, each call did this work for one op.
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 5
# rss-bound: 300
d = dict.fromkeys(range(300000))
for k in range(1, 300000):
    del d[k]
while True:
    d[0] = 1
    d.popitem()
    d[0] = 1
