def f(a, b=[1], *args, c=3, d, **kw): pass
print(f.__defaults__, f.__kwdefaults__, f.__name__)
def g(*, k=1): pass
print(g.__defaults__, g.__kwdefaults__)
def h(): pass
print(h.__defaults__, h.__kwdefaults__)
def acc(x, store=[]):
    store.append(x)
    return store
acc(1); acc(2)
print(acc.__defaults__)
