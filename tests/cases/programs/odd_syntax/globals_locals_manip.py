globals()["dyn_var"] = 42
print(dyn_var)
globals().update({"a1": 1, "a2": 2})
print(a1 + a2)
def show_locals(p, q=2, *r, **kw):
    inner = "x"
    return sorted(locals())
print(show_locals(1, 3, 4, k=5))
def loc_snapshot():
    v = 1
    snap = locals()
    v = 2
    return snap["v"], locals()["v"]
print(loc_snapshot())
class C:
    a = 1
    ns = sorted(k for k in locals() if not k.startswith("__"))
print(C.ns)
print("dyn_var" in globals(), globals() is globals(), type(globals()).__name__)
def set_global(name, val): globals()[name] = val
set_global("made_here", "yes"); print(made_here)
del globals()["made_here"]
print("made_here" in globals())
print(locals() is globals() or locals() == globals())
def uses_vars():
    a = 1; b = "two"
    return sorted(vars().items())
print(uses_vars())
class O:
    def __init__(self): self.p = 1; self.q = 2
print(vars(O()), sorted(k for k in vars(O) if not k.startswith("__")))
g = dict(globals())
print(g["__name__"], "__doc__" in g, "print" in g)
x = 10
def closure_locals():
    y = 20
    def inner(): return x + y
    return sorted(locals()), inner()
print(closure_locals())
print(__name__, __name__ == "__main__", type(__doc__).__name__)
