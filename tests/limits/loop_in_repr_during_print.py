# An endless loop inside __repr__ called by print.
# pyeval: --max-ops 200000
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 5
class A:
    def __repr__(self):
        while True:
            pass


print([A()])
