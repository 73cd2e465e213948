class Registry(dict):
    def register(self, name=None):
        def deco(obj):
            self[name or obj.__name__] = obj
            return obj
        return deco
reg = Registry()
@reg.register()
class Alpha: pass
@reg.register("b")
def beta(): return "b"
print(sorted(reg), reg["b"]())
class Chain:
    def __init__(self): self.ops = []
    def __getattr__(self, name):
        self.ops.append(name); return self
    def __call__(self, *a): self.ops.append(a); return self
print(Chain().a.b(1).c(2, 3).ops)
class Counter:
    count = 0
    def __new__(cls, *a):
        cls.count += 1
        inst = super().__new__(cls)
        inst.serial = cls.count
        return inst
    def __init__(self, label): self.label = label
c1, c2 = Counter("x"), Counter("y")
print(c1.serial, c2.serial, c2.label, Counter.count)
class Singleton:
    _inst = None
    def __new__(cls):
        if cls._inst is None: cls._inst = object.__new__(cls)
        return cls._inst
print(Singleton() is Singleton())
class NotInit:
    def __new__(cls): return 42
    def __init__(self): print("never")
print(NotInit())
class Frozen:
    __slots__ = ("x",)
    def __init__(self, x): object.__setattr__(self, "x", x)
    def __setattr__(self, k, v): raise AttributeError("frozen")
f = Frozen(1)
try: f.x = 2
except AttributeError as e: print(e, f.x)
class ClassProp:
    _v = 5
    @classmethod
    def get(cls): return cls._v
    @classmethod
    def make(cls, v): o = cls(); o._v = v; return o
class Sub(ClassProp): _v = 6
print(ClassProp.get(), Sub.get(), Sub.make(9)._v, type(Sub.make(1)).__name__)
class Eq:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return self.v == getattr(o, "v", o)
print(Eq(1) == 1, 1 == Eq(1), Eq(1) in [1], [Eq(2)].index(2), Eq(1) != 2)
try: hash(Eq(1))
except TypeError as e: print(e)
class Ordered:
    def __init__(self, v): self.v = v
    def __lt__(self, o): return self.v < o.v
    def __repr__(self): return f"O{self.v}"
print(sorted([Ordered(3), Ordered(1)]), max(Ordered(1), Ordered(2)), Ordered(1) > Ordered(0))
try: Ordered(1) <= Ordered(2)
except TypeError as e: print(e)
class Nested:
    class Inner:
        class Deeper:
            val = "deep"
    ref = Inner.Deeper.val
print(Nested.ref, Nested.Inner.Deeper.__qualname__)
class WithClassAttrFn:
    handler = staticmethod(len)
    other = len
print(WithClassAttrFn.handler("abc"), WithClassAttrFn().other("ab"))
