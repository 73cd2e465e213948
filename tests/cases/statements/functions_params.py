def f(a, b=2, *args, c, d=4, **kw):
    return a, b, args, c, d, kw
print(f(1, c=3), f(1, 5, 6, 7, c=8, e=9), f(*[1, 2, 3], **{"c": 0, "z": 1}))
def pos_only(a, b=2, /, c=3):
    return a, b, c
print(pos_only(1), pos_only(1, 2, 3), pos_only(1, c=9))
def kw_passthrough(a, /, **kw):
    return a, kw
print(kw_passthrough(1, a=2))
calls = []
def default_once(x, acc=[]):
    acc.append(x)
    return acc
print(default_once(1), default_once(2), default_once(3, []))
def make_default():
    calls.append("made")
    return 10
def g(v=make_default()):
    return v
print(g(), g(), calls)
print(f.__name__, f.__qualname__, f.__defaults__, f.__kwdefaults__)
class C:
    def meth(self):
        def local():
            pass
        return local
print(C.meth.__qualname__, C().meth().__qualname__, (lambda: 0).__name__)
def doc():
    "docstring here"
print(doc.__doc__, g.__doc__)
lam = lambda a, b=1, *c, d, e=2, **f: (a, b, c, d, e, f)
print(lam(0, d=3), lam(0, 1, 2, 3, d=4, e=5, g=6))
lam2 = lambda *a, **k: (a, k)
print(lam2(), lam2(1, x=2))
lam3 = lambda a, /, b: a + b
print(lam3(1, b=2))
def rec(n):
    return 1 if n <= 1 else n * rec(n - 1)
print(rec(20))
def fib(n, memo={}):
    if n in memo:
        return memo[n]
    r = n if n < 2 else fib(n - 1) + fib(n - 2)
    memo[n] = r
    return r
print(fib(80))
