# An exception caught and retried forever.
# pyeval: --max-ops 200000
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 5
while True:
    try:
        raise ValueError('again')
    except ValueError:
        continue
