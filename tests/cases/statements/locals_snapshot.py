def f(a):
    b = 2
    snap = locals()
    c = 3
    return sorted(snap), sorted(locals())
print(f(1))
def g():
    x = 1
    def inner():
        return x
    return sorted(locals())
print(g())
