def f(a, b=2, *, c=3):
    "doc of f"
    return a
print(f.__name__, f.__qualname__, f.__doc__, f.__defaults__, f.__kwdefaults__, f.__module__)
class K:
    def m(self): pass
    class In:
        def g(self): pass
print(K.m.__qualname__, K.In.g.__qualname__, K().m.__name__, K().m.__self__.__class__.__name__)
def outer():
    def inner(): pass
    return inner
print(outer().__qualname__)
g = lambda: 0
print(g.__name__, g.__defaults__, g.__kwdefaults__, g.__doc__)
f.__doc__ = 'new'
f.custom = 1
print(f.__doc__, f.custom, f.__dict__)
f.__name__ = 'renamed'
print(f.__name__, f.__qualname__)
