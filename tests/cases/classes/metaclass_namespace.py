# __prepare__ namespaces that are not dicts: a list or str fails as in CPython, a dict
# subclass sees every load/store/delete, annotations and dir(), exec with a mapping.
def t(f):
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
class L(type):
    @classmethod
    def __prepare__(m, name, bases): return []
def mk():
    class A(metaclass=L):
        x: int = 1
t(mk)
class S(type):
    @classmethod
    def __prepare__(m, name, bases): return 'abc'
def mk2():
    class A(metaclass=S):
        y = 2
t(mk2)
class Rec(dict):
    def __getitem__(self, k):
        print('get', k); return super().__getitem__(k)
class R(type):
    @classmethod
    def __prepare__(m, name, bases): return Rec()
    def __new__(m, name, bases, ns): return super().__new__(m, name, bases, dict(ns))
class A(metaclass=R):
    x: int = 1
    y = x + 1
    z = len
    del y
    names = sorted(k for k in dir() if not k.startswith('__'))
print(A.x, A.__annotations__, hasattr(A, 'y'), A.names)
def mk3():
    class B(metaclass=R):
        del nothere
t(mk3)
class NoItems:
    def __getitem__(self, k): raise KeyError(k)
    def __setitem__(self, k, v): print('set', k)
class N(type):
    @classmethod
    def __prepare__(m, name, bases): return NoItems()
def mk4():
    class C(metaclass=N):
        q = 1
        r = q
t(mk4)
ns = {}
exec('x = 1\ny = x + 1', {}, Rec())
print('exec ok')
