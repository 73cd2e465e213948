# Figures of classes, instances (with and without __slots__, __dict__, __weakref__),
# instances of subclasses of builtins, functions, methods, iterators and exceptions.
import sys


class A:
    def m(self):
        pass


class B(A):
    def __init__(self):
        self.x = 1
        self.y = 2


class S:
    __slots__ = ('a', 'b')


class S0:
    __slots__ = ()


class SD:
    __slots__ = ('__dict__',)


class SW:
    __slots__ = ('__weakref__', 'z')


class SS(S):
    __slots__ = ('c',)


class AS(A):
    __slots__ = ('q',)


class L(list):
    pass


class LS(list):
    __slots__ = ()


class D(dict):
    pass


class St(set):
    pass


class I(int):
    pass


class Fl(float):
    pass


class T(tuple):
    pass


class By(bytes):
    pass


class Str(str):
    pass


class E(Exception):
    pass


class ES(Exception):
    __slots__ = ('w',)


def f():
    pass


def gen():
    yield 1


objects = [A(), B(), S(), S0(), SD(), SW(), SS(), AS(), L(), L([1, 2, 3]), LS(), D(),
           D(a=1), St(), I(5), I(10**20), Fl(1.0), T((1, 2)), By(b'ab'), Str('ab'),
           Str('\xe9\xe9'), E(), ES(), f, A().m, len, [].append, gen(),
           iter([]), iter(()), iter(''), iter('\xe9'), iter({}), iter({}.values()),
           iter({}.items()), iter(set()), iter(b''), iter(bytearray()), iter(range(3)),
           reversed([]), reversed({}), reversed(range(3)), map(len, []), filter(None, []),
           zip(), enumerate([]), {}.keys(), {}.values(), {}.items(), ValueError(),
           KeyError('k'), StopIteration(), SystemExit(), NameError(), AttributeError(),
           ImportError(), OSError(), FileNotFoundError(), SyntaxError(),
           UnicodeDecodeError('utf-8', b'', 0, 0, 'x'), property(), staticmethod(f),
           classmethod(f), sys]
for o in objects:
    print(type(o).__name__, sys.getsizeof(o))
for c in (A, B, S, S0, SD, SW, SS, AS, L, LS, D, St, I, Fl, T, By, Str, E, ES, int,
          object, type, dict, Exception):
    print(c.__name__, sys.getsizeof(c))
