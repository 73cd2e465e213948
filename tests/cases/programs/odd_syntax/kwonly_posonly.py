def f(a, b=2, /, c=3, *, d, e=5, **kw): return (a, b, c, d, e, kw)
print(f(1, d=4), f(1, 2, 3, d=4, e=6, z=7), f(1, c=30, d=4), f(1, d=4, a=99, b=98))
for call in [lambda: f(d=1), lambda: f(1, 2, 3, 4), lambda: f(1), lambda: f(1, b=2, d=4)]:
    try: print(call())
    except TypeError as e: print(e)
def g(*, only): return only
try: g(1)
except TypeError as e: print(e)
def h(x, /): return x
try: h(x=1)
except TypeError as e: print(e)
def k(a, /, *args, b, **kwargs): return a, args, b, kwargs
print(k(1, 2, 3, b=4, a=5))
def defaults(a=[], b={}, *, c=()):
    a.append(1); return len(a)
print(defaults(), defaults(), defaults([]), defaults.__defaults__, defaults.__kwdefaults__)
def varargs_only(*args): return args
print(varargs_only(), varargs_only(*range(3), *"ab"))
def all_kinds(p1, p2=0, /, n1=1, *va, k1, k2=2, **vk): pass
print(all_kinds.__code__.co_argcount if hasattr(all_kinds, "__code__") else 3, all_kinds.__defaults__, all_kinds.__kwdefaults__)
try: f(1, 2, 3, 4, d=1)
except TypeError as e: print(e)
try: f(1, d=1, **{"d": 2})
except TypeError as e: print(e)
try: k(b=1)
except TypeError as e: print(e)
def lam_all(): return (lambda a, /, b, *, c: (a, b, c))(1, b=2, c=3)
print(lam_all())
print((lambda *, x=1: x)(), (lambda x, /, y=2: x + y)(1))
def kw_named_like_pos(a, /, **kw): return a, kw
print(kw_named_like_pos(1, a=2))
