x = 1
del x
try:
    print(x)
except NameError as e:
    print("NameError:", e)
class O:
    pass
o = O()
o.a = 1
o.b = 2
del o.a
print(hasattr(o, "a"), o.b)
try:
    del o.zzz
except AttributeError as e:
    print("AttributeError:", e)
d = {"a": 1, "b": 2, "c": 3}
del d["a"], d["b"]
print(d)
try:
    del d["nope"]
except KeyError as e:
    print("KeyError:", e)
a, b = 1, 2
del (a, b)
try:
    a
except NameError as e:
    print("NameError:", e)
l = [1, 2, 3]
del [l[0], l[0]]
print(l)
def f():
    y = 1
    del y
    try:
        return y
    except UnboundLocalError as e:
        return f"UnboundLocalError: {e}"
print(f())
def g():
    global gv
    gv = 5
    del gv
g()
try:
    gv
except NameError as e:
    print("NameError:", e)
def h():
    z = 1
    def inner():
        return z
    del z
    try:
        inner()
    except NameError as e:
        print("NameError:", e)
h()
del undefined_name
