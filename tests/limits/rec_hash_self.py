# __hash__ calling hash(self).
# expect-stderr: RecursionError: maximum recursion depth exceeded
# expect-exit: 1
# time-bound: 5
class A:
    def __hash__(self):
        return hash(self)


{A(): 1}
