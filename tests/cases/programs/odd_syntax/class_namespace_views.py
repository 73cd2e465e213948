class Point:
    """A point."""
    dims = 2
    origin = (0, 0)
    def __init__(self, x, y): self.x, self.y = x, y
print([k for k in Point.__dict__], Point.__dict__["dims"], Point.__doc__)
print({k: v for k, v in vars(Point).items() if not callable(v) and not k.startswith("__w") and k != "__dict__"})
p = Point(1, 2)
print(vars(p), p.__dict__ is vars(p), sorted(k for k in dir(p) if not k.startswith("__")))
p.__dict__["z"] = 3; print(p.z, vars(p))
vars(p).update(w=4); print(p.w, sorted(vars(p)))
class Slotted:
    __slots__ = ("a", "b")
print(list(Slotted.__dict__), type(Slotted.__dict__["a"]).__name__, Slotted.__dict__["a"])
s = Slotted(); s.a = 1
try: vars(s)
except TypeError as e: print(e)
print(hasattr(s, "__dict__"), hasattr(s, "__weakref__"), [k for k in dir(s) if not k.startswith("__")])
class Child(Point):
    extra = True
print(list(Child.__dict__), "dims" in Child.__dict__, "dims" in dir(Child), Child.dims)
class Eq:
    def __eq__(self, o): return True
print(list(Eq.__dict__), Eq.__hash__)
class WithDict:
    __slots__ = ("__dict__", "v")
w = WithDict(); w.v = 1; w.other = 2
print(list(WithDict.__dict__), vars(w), w.v)
class E(ValueError):
    code = 7
print(list(E.__dict__), E.__dict__["code"])
T = type("T", (Point,), {"k": 1, "__doc__": "T doc"})
print(list(T.__dict__), T.__doc__, T.__dict__["k"])
for cls in (Point, Slotted, Child, Eq, WithDict, E, T):
    print(cls.__name__, "__dict__" in cls.__dict__, "__weakref__" in cls.__dict__, "__doc__" in cls.__dict__)
print(Point.__dict__["__dict__"], Point.__dict__["__weakref__"], p.__weakref__)
