# The operation limit is uncatchable: neither except BaseException nor a bare except
# sees it, so a loop that catches and retries still ends.
# pyeval: --max-ops 100000
# expect-stderr: operation limit
# expect-exit-nonzero
# time-bound: 5
while True:
    try:
        while True:
            pass
    except BaseException:
        pass
    except:
        pass
