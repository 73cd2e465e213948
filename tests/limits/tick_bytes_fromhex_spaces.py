# bytes.fromhex of whitespace writes nothing: the scan is charged up front.
# Found by tools/loop_audit.py; before, each call did this work for one op.
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 5
# rss-bound: 300
s = ' ' * 1000000
while True:
    bytes.fromhex(s)
