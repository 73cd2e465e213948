# A `continue` in `finally` restarts the loop forever; the budget still ends it.
# pyeval: --max-ops 200000
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 5
while True:
    try:
        pass
    finally:
        continue
