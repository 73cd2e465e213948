import functools
from functools import *

def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)

print(reduce(lambda a, b: a + b, [1, 2, 3, 4]), reduce(lambda a, b: a * b, range(1, 6), 10),
      reduce(max, [], 'init'), reduce(lambda a, b: a + b, ['a']), reduce(lambda a, b: b, iter('xyz')))

p = partial(max, 1, key=abs)
print(p, p.func, p.args, p.keywords, p(-5, 3), p(2, key=None))
q = partial(partial(max, 1), 2, k=3); print(q, q.args, q.keywords, q.func)
def f(a, b, c=0, *, d=1): return (a, b, c, d)
print(partial(f, 1)(2), partial(f, d=5)(1, 2, d=6), partial(f, 1, 2, 3)(), partial(f)(1, 2))
class MyPartial(partial): pass
print(MyPartial(max, 1), type(MyPartial(MyPartial(max), 2).func).__name__)
p2 = partial(max, 1); p2.attr = 1; print(partial(p2, 2).args, p2.__dict__)
print(type(p).__name__, type(p).__module__, partial.__name__)
print(sorted(['bb', 'a', 'ccc'], key=partial(len)))

class Cell:
    def __init__(self): self._alive = False
    def set_state(self, state, extra=''): self._alive = bool(state); return extra
    set_alive = partialmethod(set_state, True)
    set_dead = partialmethod(set_state, False, extra='dead')
c = Cell(); print(c.set_alive(), c._alive, c.set_dead(), c._alive)
print(Cell.set_alive(c, extra='x'), c._alive)

@lru_cache(maxsize=2)
def sq(x):
    print('compute', x)
    return x * x
print(sq(2), sq(3), sq(2), sq(4), sq(3), sq(2))
print(sq.cache_info(), sq.cache_parameters(), sq.__wrapped__.__name__, sq.__name__)
sq.cache_clear(); print(sq.cache_info())
info = sq.cache_info(); print(info.hits, info.misses, info.maxsize, info.currsize, info[1], tuple(info), type(info).__name__)
print(info._asdict(), info == (0, 0, 2, 0))

@lru_cache
def ident(x, y=0): return (x, y)
print(ident(1), ident(1), ident(1, y=2), ident(x=1, y=2), ident.cache_info(), ident.cache_parameters())

@lru_cache(maxsize=None, typed=True)
def typed_f(x): return repr(x)
print(typed_f(1), typed_f(1.0), typed_f(True), typed_f.cache_info())
@lru_cache(maxsize=None)
def untyped(x): return repr(x)
print(untyped(1), untyped(1.0), untyped(True), untyped.cache_info())
@lru_cache(maxsize=0)
def nocache(x): return x
print(nocache(1), nocache(1), nocache.cache_info())
@lru_cache(maxsize=-5)
def negcache(x): return x
print(negcache(1), negcache.cache_info(), negcache.cache_parameters())

@cache
def fib(n): return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(100), fib(300) % 10**9, fib.cache_info())
@lru_cache(maxsize=None)
def deep(n): return 0 if n == 0 else deep(n - 1) + 1
try:
    deep(5000)
except RecursionError as e:
    print('RecursionError', e)
print(deep(200))

class Meth:
    def __init__(self, v): self.v = v
    @lru_cache(maxsize=None)
    def get(self, k): return self.v * k
    def __hash__(self): return hash(self.v)
    def __eq__(self, o): return self.v == o.v
print(Meth(2).get(3), Meth(2).get(3), Meth.get.cache_info())

def deco(fn):
    @wraps(fn)
    def inner(*a, **k):
        return fn(*a, **k)
    return inner
@deco
def documented(x: int) -> int:
    'Doc string.'
    return x
documented.__dict__['extra'] = 1
print(documented.__name__, documented.__doc__, documented.__annotations__, documented.__wrapped__(4),
      documented.__qualname__)
def target(): pass
target.custom = 5
def w(): pass
update_wrapper(w, target); print(w.__name__, w.custom, w.__wrapped__ is target, WRAPPER_ASSIGNMENTS, WRAPPER_UPDATES)
def w2(): pass
update_wrapper(w2, target, assigned=('__doc__',), updated=()); print(w2.__name__, hasattr(w2, 'custom'))

@total_ordering
class Num:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return self.v == o.v
    def __lt__(self, o): return self.v < o.v
print(Num(1) < Num(2), Num(1) > Num(2), Num(2) >= Num(2), Num(3) <= Num(2), Num.__gt__.__name__)
@total_ordering
class G:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return self.v == o.v
    def __ge__(self, o): return self.v >= o.v
print(G(1) < G(2), G(1) > G(2), G(2) <= G(2), sorted([G(3), G(1), G(2)])[0].v)

def cmp(a, b): return (a > b) - (a < b)
print(sorted([3, 1, 2], key=cmp_to_key(cmp)), sorted('bca', key=cmp_to_key(lambda a, b: cmp(b, a))))
k = cmp_to_key(cmp); print(k(1) < k(2), k(1) == k(1), k(2) >= k(3), k(1).obj, type(k).__name__)

class Data:
    def __init__(self, n): self.n = n
    @cached_property
    def total(self):
        print('computing')
        return self.n * 2
d = Data(4); print(d.total, d.total, d.__dict__, type(Data.total).__name__)
del d.total; print(d.total)

@singledispatch
def fun(arg, verbose=False):
    return ('default', arg)
@fun.register
def _(arg: int, verbose=False):
    return ('int', arg)
@fun.register(list)
def _(arg, verbose=False):
    return ('list', arg)
def _nothing(arg): return ('none', arg)
fun.register(type(None), _nothing)
@fun.register
def _(arg: float | complex):
    return ('number', arg)
class MyList(list): pass
print(fun('s'), fun(1), fun(True), fun([1]), fun(MyList()), fun(None), fun(1.5), fun(2j))
print(fun.dispatch(bool).__name__, fun.dispatch(str).__name__, sorted(k.__name__ for k in fun.registry))
print(type(fun.registry).__name__, fun.__name__, fun.__wrapped__.__name__)

class Neg:
    @singledispatchmethod
    def neg(self, arg):
        return ('default', arg)
    @neg.register
    def _(self, arg: int):
        return -arg
    @neg.register(bool)
    def _(self, arg):
        return not arg
print(Neg().neg(5), Neg().neg(True), Neg().neg('x'))

class Slotted:
    __slots__ = ('a',)
    @cached_property
    def prop(self): return 1
class Bare:
    pass
cp = cached_property(lambda self: 1)
Bare.late = cp
T2 = type('T2', (), {})
T2.a = cp
try:
    cp.__set_name__(T2, 'b')
except TypeError as e:
    print(e)
def two_names():
    class T:
        a = cp
        b = cp
for label, fn in [
    ('reduce-empty', lambda: reduce(max, [])), ('reduce-notiter', lambda: reduce(max, 1)),
    ('reduce-1', lambda: reduce(max)), ('reduce-4', lambda: reduce(max, [], 1, 2)),
    ('reduce-kw', lambda: reduce(function=max, iterable=[])), ('reduce-err', lambda: reduce(lambda a, b: a + b, [1, 'a'])),
    ('partial-0', lambda: partial()), ('partial-int', lambda: partial(1)),
    ('partial-kwerr', lambda: partial(max, 1)(2, x=1)),
    ('lru-str', lambda: lru_cache('a')), ('total-none', lambda: total_ordering(type('X', (), {}))),
    ('cmp-K', lambda: cmp_to_key(cmp)(1) < 2), ('cmp-0', lambda: cmp_to_key()),
    ('cmp-hash', lambda: hash(cmp_to_key(cmp)(1))),
    ('cached-slots', lambda: Slotted().prop), ('cached-noname', lambda: Bare().late),
    ('dispatch-0', lambda: fun()), ('register-bad', lambda: fun.register(1, len)),
    ('register-noann', lambda: fun.register(int)(1)),
    ('partialmethod-int', lambda: partialmethod(1)),
]:
    show(label, fn)
