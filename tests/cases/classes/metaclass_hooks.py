# Metaclass hooks: __new__/__init__/__call__/__prepare__, class-level dunders, properties
# and methods seen on the class but not its instances, instance/subclass checks.
class Meta(type):
    def __new__(mcls, name, bases, ns, **kw):
        print('new', mcls.__name__, name, bases, sorted(k for k in ns if not k.startswith('__')), kw)
        cls = super().__new__(mcls, name, bases, ns)
        cls.tag = kw.get('tag', 'none')
        return cls
    def __init__(cls, name, bases, ns, **kw):
        print('init', name)
        super().__init__(name, bases, ns)
    def __call__(cls, *a, **k):
        print('call', cls.__name__, a, k)
        return super().__call__(*a, **k)
    def __iter__(cls): return iter([1, 2, 3])
    def __len__(cls): return 3
    def __contains__(cls, x): return x == 2
    def __getitem__(cls, k): return k * 2
    def __repr__(cls): return '<Meta %s>' % cls.__name__
    @property
    def members(cls): return 'members of ' + cls.__name__
    def meth(cls): return 'meth ' + cls.__name__
class A(metaclass=Meta, tag='x'):
    def __init__(self, v): self.v = v
    def f(self): return __class__
print(A, type(A), A.tag, list(A), len(A), 2 in A, 5 in A, A[4], A.members, A.meth())
a = A(5)
print(a.v, type(a) is A, a.f() is A)
try: a.members
except AttributeError as e: print('AttributeError', e)
try: a.meth
except AttributeError as e: print('AttributeError', e)
class B(A): pass
print(type(B), B.tag, isinstance(B, Meta), isinstance(A, type), issubclass(Meta, type))
X = Meta('X', (), {'q': 1})
print(X, X.q, X.__module__)
print(type.__call__, type.__init__)
class P(type):
    @classmethod
    def __prepare__(mcls, name, bases, **kw):
        print('prepare', name, kw)
        return {'injected': 42}
    def __new__(mcls, name, bases, ns, **kw): return super().__new__(mcls, name, bases, ns)
class C(metaclass=P, k=1):
    y = injected
print(C.y)
class LoggingDict(dict):
    def __setitem__(self, k, v):
        print('set', k)
        super().__setitem__(k, v)
class Q(type):
    @classmethod
    def __prepare__(mcls, name, bases): return LoggingDict()
    def __new__(mcls, name, bases, ns): return super().__new__(mcls, name, bases, dict(ns))
class D(metaclass=Q):
    a = 1
    def g(self): pass
    del a
print(sorted(k for k in D.__dict__ if not k.startswith('__')))
class M2(type):
    def __instancecheck__(cls, x): print('icheck'); return x == 1
    def __subclasscheck__(cls, x): print('scheck'); return x is int
class E(metaclass=M2): pass
print(isinstance(1, E), isinstance(2, E), issubclass(int, E), issubclass(str, E), isinstance(E(), E))
def fmeta(name, bases, ns, **kw): return (name, kw)
class F(metaclass=fmeta, z=3): pass
print(F)
class S(type):
    def __init_subclass__(cls, **kw): print('meta init_subclass', cls.__name__, kw)
class S2(S, flag=1): pass
class Base:
    def __init_subclass__(cls, **kw): print('init_subclass', cls.__name__, kw)
class G(Base, metaclass=Meta, opt=2): pass
class H(metaclass=Meta):
    pass
H.attr = 5
print(H.attr)
class PS(type):
    @property
    def val(cls): return cls._v
    @val.setter
    def val(cls, v): print('setting', v); cls._v = v
class I(metaclass=PS): pass
I.val = 3
print(I.val, I._v)

# super().__instancecheck__ / __subclasscheck__ reach type's plain checks
class M(type):
    def __instancecheck__(cls, inst):
        print('check', type(inst).__name__)
        return super().__instancecheck__(inst) or inst == 'magic'
    def __subclasscheck__(cls, sub):
        return super().__subclasscheck__(sub) or sub is int
class A(metaclass=M): pass
class B(A): pass
print(isinstance(B(), A), isinstance('magic', A), isinstance(3, A), isinstance(A(), A))
print(issubclass(B, A), issubclass(int, A), issubclass(str, A))
print(type.__instancecheck__(int, 1), type.__subclasscheck__(int, bool), int.__instancecheck__('x'))
try: type.__subclasscheck__(int, 1)
except TypeError as e: print(e)
print(isinstance(1, int), isinstance(True, int), issubclass(bool, (str, int)))
