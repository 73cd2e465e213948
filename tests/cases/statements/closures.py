fs = [lambda: i for i in range(3)]
print([f() for f in fs])
fs = [lambda i=i: i for i in range(3)]
print([f() for f in fs])
fs = []
for j in range(3):
    def g():
        return j
    fs.append(g)
print([f() for f in fs])
def counter():
    count = 0
    def inc():
        nonlocal count
        count += 1
        return count
    return inc
c = counter()
print(c(), c(), c())
def outer():
    x = "outer"
    def mid():
        def inner():
            nonlocal x
            x = "changed"
        inner()
        return x
    return mid(), x
print(outer())
g_val = 1
def use_global():
    global g_val
    g_val += 1
    return g_val
print(use_global(), g_val)
def shadow():
    g_val = 100
    def inner():
        return g_val
    return inner()
print(shadow())
def late():
    def inner():
        return v
    v = "bound later"
    return inner()
print(late())
def unbound():
    def inner():
        return w
    try:
        return inner()
    except NameError as e:
        return f"NameError: {e}"
    w = 1
print(unbound())
def local_before():
    try:
        print(g_val)
    except UnboundLocalError as e:
        print("UnboundLocalError:", e)
    g_val = 5
local_before()
def make_adders():
    return [(lambda x, n=n: x + n) for n in range(3)]
print([a(10) for a in make_adders()])
x = 0
def comp_scope():
    x = 5
    return [x for _ in range(2)], [y for y in range(2) for x in [x]]
print(comp_scope())
class Cls:
    v = 3
    items = [v * 2 for _ in range(1)] if False else None
    def get(self):
        return v if False else Cls.v
print(Cls().get())
