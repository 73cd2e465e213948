# __add__ recursing through the + operator.
# expect-stderr: RecursionError: maximum recursion depth exceeded
# expect-exit: 1
# time-bound: 5
class A:
    def __add__(self, o):
        return self + o


A() + A()
