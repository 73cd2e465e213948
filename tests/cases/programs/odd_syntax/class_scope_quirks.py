x = "global x"
class A:
    x = "class x"
    y = [x for _ in range(1)]
    z = (lambda: x)()
    w = x
    def m(self): return x
    vals = [i * 2 for i in range(3)]
    pairs = [(i, j) for i in range(2) for j in range(3)]
print(A.y, A.z, A.w, A().m(), A.vals, A.pairs[:3])
class B:
    n = 3
    table = {k: k for k in range(n)}
    doubled = [n * 2 for _ in range(2)] if False else None
print(B.table, B.doubled)
def outer():
    v = "outer v"
    class C:
        v = "class v"
        def get(self): return v
        got = v
    return C().get(), C.got
print(outer())
class D:
    if True:
        a = 1
    else:
        a = 2
    for i in range(3): pass
    try: b = 1 / 0
    except ZeroDivisionError: b = "div"
    del i
    with open.__class__ and type("M", (), {"__enter__": lambda s: s, "__exit__": lambda s, *a: False})() as cm: pass
    del cm
print(D.a, D.b, hasattr(D, "i"), hasattr(D, "cm"))
class E:
    __private = 5
    def get(self): return self.__private, E._E__private
    locals()["dyn"] = 7 if False else None
print(E().get(), [k for k in vars(E) if "private" in k])
class F:
    def __init__(self): self.__dict__["q"] = 1
    name = __qualname__
    mod = __module__
print(F().q, F.name, F.mod)
def fn():
    class G:
        class H:
            pass
    return G.H.__qualname__
print(fn())
