# sys.getsizeof with a class's own __sizeof__: CPython's pre-header is added, the result
# is checked (int, >= 0, fits a Py_ssize_t), and a TypeError gives the default.
import sys


def run(v, *default):
    class X:
        def __sizeof__(self):
            if isinstance(v, Exception):
                raise v
            return v
    try:
        print(repr(sys.getsizeof(X(), *default)))
    except Exception as e:
        print(type(e).__name__, e)


for v in [100, 0, True, -1, 1.5, '3', 2**63, 2**64, None, TypeError('x'),
          ValueError('y'), KeyError('z')]:
    run(v)
    run(v, 'default')


class N:
    __sizeof__ = None


try:
    sys.getsizeof(N())
except TypeError as e:
    print(type(e).__name__, e)
print(sys.getsizeof(N(), 5), sys.getsizeof(N(), default=None))


class M(int):
    def __sizeof__(self):
        return 10


class Sl:
    __slots__ = ('a',)

    def __sizeof__(self):
        return 10


class Sub(list):
    def __sizeof__(self):
        return super().__sizeof__() + 1000


print(sys.getsizeof(M()), sys.getsizeof(Sl()), sys.getsizeof(Sub([1, 2, 3])))
print(sys.getsizeof(1, 'unused'), sys.getsizeof(object=[], default=0))
for args, kw in [((), {}), ((1, 2, 3), {}), ((), {'o': 1}), ((1,), {'x': 2})]:
    try:
        sys.getsizeof(*args, **kw)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    (1).__sizeof__(2)
except TypeError as e:
    print(type(e).__name__, e)
print([].__sizeof__(), (1, 2).__sizeof__(), 'abc'.__sizeof__(), {}.__sizeof__())
for o in ([], 'a', {}, object(), 1.5, True, set(), b'', (), 2**100):
    try:
        o.__sizeof__(1)
    except TypeError as e:
        print(type(e).__name__, e)
