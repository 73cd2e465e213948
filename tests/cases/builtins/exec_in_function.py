def f():
    x = 1
    exec('x = 2')
    return x
print(f())
def g():
    d = {}
    exec('y = 3', globals(), d)
    return d['y']
print(g())
