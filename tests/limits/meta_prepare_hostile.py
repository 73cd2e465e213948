# A __prepare__ mapping whose __setitem__ grows itself without end on every name the class
# body stores: the operation limit stops it; a mapping raising in __getitem__/__setitem__
# gives a clean Python error.
# expect-stdout: ZeroDivisionError
# expect-stderr: limit exceeded
# expect-exit-nonzero
# forbid-stdout: created
# time-bound: 10
class Bad(dict):
    def __setitem__(self, k, v): 1 / 0
class B(type):
    @classmethod
    def __prepare__(mcls, name, bases): return Bad()
try:
    class X(metaclass=B):
        y = 1
except ZeroDivisionError as e:
    print('ZeroDivisionError', e)
class Grow(dict):
    def __setitem__(self, k, v):
        n = 0
        while True:
            super().__setitem__((k, n), v)
            n += 1
class M(type):
    @classmethod
    def __prepare__(mcls, name, bases): return Grow()
class A(metaclass=M):
    x = 1
print('created')
