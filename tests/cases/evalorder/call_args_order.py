log = []
def v(x):
    log.append(x)
    return x
def f(*a, **k):
    return None
f(v(1), v(2), *[v(3)], v(4), k=v(5), **{v("kk"): v(6)}, z=v(7))
print(log)
