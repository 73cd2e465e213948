# The time limit is as uncatchable as the others.
# pyeval: --max-ops 0 --timeout 1
# expect-stderr: time limit exceeded
# expect-exit: 3
# time-bound: 4
while True:
    try:
        while True:
            pass
    except BaseException:
        pass
