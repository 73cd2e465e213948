# A __str__ that loops forever while the final traceback is formatted: the operation
# limit stops it and is the run's status (the starting build swallowed the limit and
# printed "<exception str() failed>", exit 1).
# pyeval: --max-ops 1000000
# expect-stdout: started
# expect-stderr: operation limit exceeded
# expect-stderr: at line 13
# expect-exit: 3
# time-bound: 5
class E(Exception):
    def __str__(self):
        while True:
            pass


print('started')
raise E('boom')
