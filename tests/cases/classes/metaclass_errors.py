# type(name, bases, dict, **kw), type.__new__/__init__/__prepare__ and metaclass
# conflicts, with CPython's messages.
def t(f):
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
t(lambda: type('X', (), {}, foo=1))
t(lambda: type('X', (), {}, metaclass=type))
t(lambda: type(1, 2))
t(lambda: type(x=1))
t(lambda: type(1, x=1))
t(lambda: type('X', 1, {}))
t(lambda: type('X', (1,), {}))
class M(type): pass
t(lambda: M(1))
t(lambda: M())
t(lambda: M('a', (), {}, x=1))
t(lambda: type.__new__(1, 'a', (), {}))
t(lambda: type.__new__(int, 'a', (), {}))
t(lambda: type.__new__(M))
t(lambda: type.__init__(M, 1, 2))
t(lambda: type.__prepare__('a', 1, 2, x=3))
class N(type):
    @classmethod
    def __prepare__(m, name, bases, **kw): return 5
try:
    class Y(metaclass=N): pass
except Exception as e: print(type(e).__name__, e)
def f(name, bases, ns, **kw): return (name, bases, sorted(ns), kw)
class Z(metaclass=f, a=1): x = 1
print(Z)
class M2(type): pass
class A(metaclass=M): pass
class B(metaclass=M2): pass
try:
    class C(A, B): pass
except Exception as e: print(type(e).__name__, e)
try:
    class C(A, metaclass=M2): pass
except Exception as e: print(type(e).__name__, e)
t(lambda: type('C', (A, B), {}))
class MM(M): pass
class D(A, metaclass=MM): pass
class E(D, A): pass
print(type(D), type(E), type(type('F', (D,), {})))
try:
    class Bad(type): __slots__ = ('a',)
except Exception as e: print(type(e).__name__, e)
class Ok(type): __slots__ = ()
print(Ok('x', (), {}))
# type(name, bases, dict) whose bases have a metaclass with its own __new__ goes there
class MN(type):
    def __new__(mcls, name, bases, ns, **kw):
        print('MN.__new__', mcls.__name__, name, kw)
        return super().__new__(mcls, name, bases, ns)
class WithMN(metaclass=MN): pass
print(type(type('Derived', (WithMN,), {})))
t(lambda: type(type('D2', (WithMN,), {}, flag=1)))
