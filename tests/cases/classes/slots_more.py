class A:
    __slots__ = ('__priv', 'pub')
    def __init__(self): self.__priv = 1; self.pub = 2
    def get(self): return self.__priv
a = A()
print(a.get(), a.pub, sorted(k for k in A.__dict__ if not k.startswith('__')))
class WithDict:
    __slots__ = ('a', '__dict__')
w = WithDict()
w.a = 1; w.b = 2
print(w.a, w.b, w.__dict__)
try:
    class Conflict:
        __slots__ = ('x',)
        x = 5
except ValueError as e:
    print(e)
try:
    class BadSlots:
        __slots__ = (1,)
except TypeError as e:
    print(e)
class S1:
    __slots__ = ('a',)
class S2:
    __slots__ = ('b',)
try:
    class Both(S1, S2): pass
except TypeError as e:
    print(e)
class Empty1:
    __slots__ = ()
class E2(Empty1, S1):
    __slots__ = ()
e = E2(); e.a = 4
print(e.a, hasattr(e, '__dict__'))
print(repr(S1.a).startswith('<member'), S1.a.__name__)
