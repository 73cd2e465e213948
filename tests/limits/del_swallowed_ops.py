# An operation limit in __del__, run inside try/except BaseException as the program's
# last statement: the handler cannot see it and the run still ends with exit 3.
# pyeval: --max-ops 200000
# expect-stderr: operation limit exceeded (200000 operations) at line 11
# expect-exit: 3
# forbid-stdout: caught
# time-bound: 5
class A:
    def __del__(self):
        while True:
            pass


try:
    a = A()
    del a
except BaseException:
    print('caught')
