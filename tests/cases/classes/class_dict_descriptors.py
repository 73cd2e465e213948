class S:
    __slots__ = ('a', 'b')
print(list(S.__dict__))
class H:
    def __eq__(self, o): return True
print(list(H.__dict__))
class HS:
    __slots__ = ()
    def __eq__(self, o): return True
print(list(HS.__dict__))
class D:
    __slots__ = ('__dict__', 'x')
print(list(D.__dict__))
class W:
    __slots__ = ('__weakref__',)
print(list(W.__dict__))
class E(Exception): pass
print(list(E.__dict__))
class I(int): pass
print(list(I.__dict__))
class Sub(S): pass
print(list(Sub.__dict__))
class Sub2(D): pass
print(list(Sub2.__dict__))
T = type("T", (), {"v": 1})
print(list(T.__dict__))
print(T.__dict__["__dict__"], T.__dict__["__weakref__"])
t = T(); t.q = 1
print(T.__dict__["__dict__"].__get__(t), T.__dict__["__weakref__"].__get__(t), t.__dict__, t.__weakref__)
print(type(T.__dict__["__dict__"]).__name__, T.__dict__["__dict__"].__name__, T.__dict__["__dict__"].__objclass__ is T)
class Doc:
    "the doc"
    x = 1
print(list(Doc.__dict__))
print(vars(Doc))
a = Doc(); a.y = 2
print(a.__dict__, a.__weakref__, Doc.__dict__["__dict__"].__get__(a) is a.__dict__)
a.__dict__ = {"z": 3}; print(a.z, vars(a))
for bad in (lambda: setattr(a, "__dict__", 5), lambda: setattr(a, "__weakref__", 1), lambda: delattr(a, "__dict__") or print("deleted", vars(a)),
            lambda: Doc.__dict__["__dict__"].__get__(5), lambda: T.__dict__["__dict__"].__get__(a)):
    try: bad()
    except (TypeError, AttributeError) as e: print(type(e).__name__, e)
print(Doc.__weakref__, Doc.__dict__["__weakref__"].__objclass__ is Doc, D.__dict__["__dict__"])
print([k for k in dir(a) if k in ("__dict__", "__weakref__", "__qualname__", "__module__")], "__qualname__" in dir(Doc))
class Q: pass
q = Q(); q.__qualname__ = "inst"; print("__qualname__" in dir(q))
