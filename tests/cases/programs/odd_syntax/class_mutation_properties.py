class A:
    def who(self): return "A"
class B:
    def who(self): return "B"
a = A(); a.__class__ = B; print(a.who(), type(a).__name__, isinstance(a, B))
try: a.__class__ = int
except TypeError as e: print(e)
o = A(); o.__dict__["x"] = 1; print(o.x); o.__dict__ = {"y": 2}; print(o.y, hasattr(o, "x"))
try: o.__dict__ = 5
except TypeError as e: print(e)
class S:
    __slots__ = ("a", "__dict__")
s = S(); s.a = 1; s.b = 2; print(s.a, s.b, s.__dict__)
try:
    class Bad:
        __slots__ = ("x",)
        x = 1
except ValueError as e: print(e)
class WithDesc:
    def __set_name__(self, owner, name): print("set_name", name)
class Late: pass
Late.d = WithDesc()
print("no set_name for late")
def deco(cls): return 42
@deco
class Gone: pass
print(Gone)
class P:
    def __init__(self): self._x = 0
    @property
    def x(self): return self._x
    @x.setter
    def x(self, v): self._x = v * 10
    @x.deleter
    def x(self): print("deleted"); self._x = None
p = P(); p.x = 2; print(p.x); del p.x; print(p.x)
class RO:
    @property
    def v(self): return 1
try: RO().v = 2
except AttributeError as e: print(e)
try: del RO().v
except AttributeError as e: print(e)
print(type(P.x).__name__, P.x.fget.__name__, P.x.fset is not None, P.x.__doc__)
class Doc:
    @property
    def d(self):
        "the doc"
        return 0
print(Doc.d.__doc__)
prop = property(lambda s: 5)
class Q: v = prop
print(Q().v, Q.v is prop)
class CM:
    @classmethod
    @property
    def cp(cls): return cls.__name__
print(CM.cp if False else "skip classmethod-property")
class SM:
    @staticmethod
    def s(x): return x
print(SM.s(1), SM().s(2), type(SM.__dict__["s"]).__name__, SM.__dict__["s"].__func__(3))
class CMeth:
    @classmethod
    def c(cls): return cls
print(CMeth.c() is CMeth, CMeth().c() is CMeth, CMeth.c.__self__ is CMeth, CMeth.__dict__["c"].__func__.__name__)
m = CMeth().c
print(type(m).__name__, m.__func__.__name__)
class Bound:
    def m(self): return self
b = Bound(); bm = b.m
print(bm.__self__ is b, bm.__func__ is Bound.m, bm() is b, Bound.m(b) is b, bm == b.m, bm is b.m)
print(Bound.m.__name__, Bound.m.__qualname__, bm.__name__)
