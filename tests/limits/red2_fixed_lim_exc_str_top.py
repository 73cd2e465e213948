# Red team 2 (issue 10), program 29_lim_exc_str_top, a finding fixed since d2aaf4a.
# expect-exit: 3
# expect-stderr: operation limit exceeded
# time-bound: 5
# attacks: op limit inside an exception's __str__ when the uncaught exception is reported at top level
class E(Exception):
    def __str__(self):
        n = 0
        while True: n += 1
raise E("x")
