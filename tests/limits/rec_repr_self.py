# __repr__ calling repr(self).
# expect-stderr: RecursionError: maximum recursion depth exceeded
# expect-exit: 1
# time-bound: 5
class A:
    def __repr__(self):
        return repr(self)


print(A())
