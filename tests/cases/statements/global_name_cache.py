# Global and builtin names read in loops see every rebinding, deletion and shadowing
# (an interpreter may cache where a name was found; CPython does too).
def read_len():
    return len("abc")

def read_g():
    return g

g = 1
seen = []
for step in range(8):
    try:
        seen.append((read_len(), read_g()))
    except NameError as e:
        seen.append(("NameError", str(e)))
    if step == 0:
        g = 2
    elif step == 1:
        len = lambda s: -1          # shadow the builtin in globals
    elif step == 2:
        del len                     # the builtin is back
    elif step == 3:
        del g
    elif step == 4:
        g = "back"
    elif step == 5:
        globals()["len"] = lambda s: 99
    elif step == 6:
        globals().pop("len")
print(seen)

ns = {"g": "exec globals"}
exec("def h():\n    return g, len('xy')\nr = [h() for _ in range(3)]", ns)
print(ns["r"], read_g())
for i in range(3):
    exec("print(g, abs(-3))", {"g": i})

def many():
    total = 0
    for i in range(1000):
        total += abs(-i) + g_int
    return total
g_int = 1
print(many())
g_int = 2
print(many())
