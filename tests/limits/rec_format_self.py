# __format__ calling format(self).
# expect-stderr: RecursionError: maximum recursion depth exceeded
# expect-exit: 1
# time-bound: 5
class A:
    def __format__(self, spec):
        return format(self, spec)


print(f'{A()}')
