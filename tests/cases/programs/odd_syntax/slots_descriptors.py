class Typed:
    def __set_name__(self, owner, name):
        self.name = "_" + name; self.owner = owner.__name__
    def __get__(self, obj, objtype=None):
        if obj is None: return self
        return getattr(obj, self.name, "unset")
    def __set__(self, obj, value):
        if not isinstance(value, int): raise TypeError(f"{self.name[1:]} must be int")
        setattr(obj, self.name, value)
    def __delete__(self, obj):
        print("deleting", self.name); delattr(obj, self.name)
class P:
    x = Typed(); y = Typed()
    def __init__(self, x): self.x = x
p = P(3)
print(p.x, p.y, P.x.name, P.x.owner, type(P.__dict__["y"]).__name__)
try: p.y = "s"
except TypeError as e: print(e)
del p.x; print(p.x)
class Slotted:
    __slots__ = ("a", "b")
    def __init__(self): self.a = 1
s = Slotted()
print(s.a, hasattr(s, "b"), hasattr(s, "__dict__"), Slotted.__slots__)
try: s.c = 3
except AttributeError as e: print(e)
try: s.b
except AttributeError as e: print(e)
class Sub(Slotted):
    __slots__ = "c"
sub = Sub(); sub.c = 5; sub.b = 2
print(sub.a, sub.b, sub.c)
class Free(Slotted): pass
f = Free(); f.anything = 1; print(f.anything, "anything" in f.__dict__)
class NonData:
    def __get__(self, obj, typ=None): return "from descriptor"
class Q:
    nd = NonData()
q = Q(); print(q.nd); q.nd = "instance wins"; print(q.nd, Q.nd)
class Lazy:
    def __init__(self, fn): self.fn = fn
    def __set_name__(self, owner, name): self.attr = name
    def __get__(self, obj, cls):
        if obj is None: return self
        v = self.fn(obj); setattr(obj, self.attr, v); return v
class R:
    calls = 0
    @Lazy
    def heavy(self):
        R.calls += 1; return 99
r = R(); print(r.heavy, r.heavy, R.calls)
class WithProp:
    __slots__ = ("_v",)
    v = property(lambda s: s._v, lambda s, val: setattr(s, "_v", val * 2), doc="the v")
w = WithProp(); w.v = 4; print(w.v, WithProp.v.__doc__)
