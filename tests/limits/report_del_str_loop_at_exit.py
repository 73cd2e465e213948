# At exit (pyeval_finalize) a __del__ raises an exception whose __str__ loops forever:
# the operation limit stops the report and is the run's status (the starting build
# swallowed it and exited 0).
# pyeval: --max-ops 1000000
# expect-stdout: done
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 5
class E(Exception):
    def __str__(self):
        while True:
            pass


class C:
    def __del__(self):
        raise E('boom')


c = C()
print('done')
