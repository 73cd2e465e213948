# The uncaught exception's __str__ loops for ever while the error is being reported:
# the program ends with the operation limit (exit 3), not as an ordinary error.
# pyeval: --max-ops 200000
# expect-stderr: operation limit exceeded (200000 operations) at line 11
# expect-exit: 3
# time-bound: 5
class E(Exception):
    def __str__(self):
        n = 0
        while True:
            n += 1


raise E()
