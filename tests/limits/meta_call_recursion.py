# A metaclass __call__ that calls the class again recurses without end: RecursionError
# (a clean Python error), then a metaclass __new__ recursing through M(...) the same way.
# expect-stdout: RecursionError
# expect-stdout: done
# expect-exit: 0
# time-bound: 10
class M(type):
    def __call__(cls, *a):
        return cls(*a)
class A(metaclass=M): pass
try:
    A()
except RecursionError as e:
    print('RecursionError', e)
class N(type):
    def __new__(mcls, name, bases, ns):
        return N(name, bases, ns)
try:
    class B(metaclass=N): pass
except RecursionError as e:
    print('RecursionError (new)')
print('done')
