# A property whose getter reads itself.
# expect-stderr: RecursionError: maximum recursion depth exceeded
# expect-exit: 1
# time-bound: 5
class A:
    @property
    def x(self):
        return self.x


A().x
