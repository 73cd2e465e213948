top = 1


def show_locals(a, b=2):
    c = a + b
    return sorted(locals().items())


print(show_locals(1))
g = globals()
print("top" in g, g["top"], g["__name__"])
g["injected"] = "via globals"
print(injected)


def modify_global():
    globals()["top"] = 99


modify_global()
print(top)


class K:
    x = 1
    names = sorted(k for k in locals() if not k.startswith("__"))


print(K.names)
print(type(globals()).__name__, type(locals()).__name__, __name__)


def vars_demo():
    class O:
        pass
    o = O()
    o.a = 1
    vars(o)["b"] = 2
    return vars(o), o.b


print(vars_demo())
