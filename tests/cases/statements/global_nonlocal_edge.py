x = "global"
def f():
    x = "enclosing"
    def g():
        global x
        return x
    def h():
        nonlocal x
        x = "rebound"
    r = g()
    h()
    return r, x
print(f(), x)
def counter():
    n = 0
    def inc(by=1):
        nonlocal n
        n += by
        return n
    return inc
c1, c2 = counter(), counter()
print(c1(), c1(5), c2())
def only_global():
    global created_later
    created_later = 1
only_global()
print(created_later)
