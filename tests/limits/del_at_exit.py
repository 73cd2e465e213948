# A global whose __del__ loops, run at exit (pyeval_finalize): exit 3, not 0; the other
# global's __del__ (after it in the globals) does not run.
# pyeval: --max-ops 200000
# expect-stdout: end of program
# expect-stderr: operation limit exceeded (200000 operations) at line 12
# expect-exit: 3
# forbid-stdout: second del
# time-bound: 5
class A:
    def __del__(self):
        while True:
            pass


class B:
    def __del__(self):
        print('second del')


a = A()
b = B()
print('end of program')
