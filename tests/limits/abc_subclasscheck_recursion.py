# An ABC whose __subclasshook__ asks issubclass of itself again recurses: RecursionError,
# a clean Python error; a registry cycle through two ABCs ends the same way.
# expect-stdout: RecursionError
# expect-stdout: done
# expect-exit: 0
# time-bound: 10
from abc import ABC
class A(ABC):
    @classmethod
    def __subclasshook__(cls, C):
        return issubclass(C, A)
try:
    issubclass(int, A)
except RecursionError:
    print('RecursionError')
print('done')
