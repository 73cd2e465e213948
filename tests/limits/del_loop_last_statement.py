# A __del__ that loops for ever, run by `del` as the program's last statement: the run
# ends with the operation limit, not with success.
# pyeval: --max-ops 200000
# expect-stderr: operation limit exceeded (200000 operations) at line 10
# expect-exit: 3
# time-bound: 5
class A:
    def __del__(self):
        while True:
            pass


a = A()
del a
