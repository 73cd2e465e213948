# list() of an infinite generator stops at a limit (operations here), never hangs.
# pyeval: --max-ops 200000
# expect-stderr: operation limit
# expect-exit-nonzero
# time-bound: 5
def forever():
    i = 0
    while True:
        yield [i]
        i += 1
list(forever())
