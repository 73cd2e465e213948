# A __del__ that never returns.
# pyeval: --max-ops 200000
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 5
class A:
    def __del__(self):
        while True:
            pass


a = A()
del a
print('unreachable')
