x = 1
g = globals()
print(type(g).__name__, g["x"], "x" in g, g is globals())
g["injected"] = 42
print(injected)
def f(a, b=2):
    c = a + b
    loc = locals()
    return sorted(loc.items())
print(f(1))
def snap():
    v = 1
    l = locals()
    v = 2
    return l["v"], locals()["v"]
print(snap())
print(locals() is globals())
class C:
    y = 5
    names = sorted(k for k in locals() if not k.startswith("__"))
print(C.names)
def mod_locals():
    z = 1
    locals()["z"] = 99
    return z
print(mod_locals())
print(__name__)
if __name__ == "__main__":
    print("main guard")
