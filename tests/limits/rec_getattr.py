# __getattr__ that reads a missing attribute of self.
# expect-stderr: RecursionError: maximum recursion depth exceeded
# expect-exit: 1
# time-bound: 5
class A:
    def __getattr__(self, name):
        return self.missing


A().x
