# bytes.translate deleting every byte never grows its builder: the scan is charged up front.
# Found by tools/loop_audit.py; before, each call did this work for one op.
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 5
# rss-bound: 300
b = b'a' * 1000000
while True:
    b.translate(None, b'a')
