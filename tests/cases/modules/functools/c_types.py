# partial, cmp_to_key and the lru_cache wrapper in C: attributes, flattening, repr,
# subclasses, keyword merging, comparisons, cache keys, eviction order, binding,
# recursion and error messages
import functools
from functools import partial, cmp_to_key, lru_cache, cache


def show(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)


def f(*args, **kw):
    return args, kw


p = partial(f, 1, 2, a=3)
print(p(4, b=5), p(a=9), p.func is f, p.args, p.keywords, repr(p).startswith('functools.partial(<function f'))
q = partial(p, 6, c=7)
print(q.func is f, q.args, q.keywords, q())
p.__dict__
r = partial(p, 8)
print(r.func is p, r.args, r())
p2 = partial(f)
p2.attr = 1
print(partial(p2).func is p2, p2.__dict__, partial(partial(f, 1)).args)
print(repr(partial(len, [1, 2], key='v')), repr(partial(dict, **{'x': 1})))
show(partial)
show(partial, 1)
show(lambda: partial(f).__setattr__('func', 1))
show(lambda: setattr(partial(f), 'args', ()))
show(lambda: partial(f, 1)(2, 3, x=1))
print(partial[int], type(partial(f)).__name__, partial.__name__, partial.__module__)
print(callable(partial(f)), partial(max, key=abs)([-5, 3]), partial(sorted, reverse=True)([2, 3, 1]))


class P(partial):
    def extra(self):
        return self.args


pp = P(f, 1)
print(repr(pp).startswith('P(<function'), pp.extra(), pp(2), isinstance(pp, partial), P(pp).func is f)


class Q(partial):
    def __call__(self, *a):
        return 'Q', super().__call__(*a)


qq = Q(f, 1)
print(qq(2), partial(qq, 3).func is qq)
rec = partial(f)
rec.keywords['self'] = rec
print(repr(rec).endswith('self=...)'))
kw = {'k': 1}
pk = partial(f, **kw)
kw['k'] = 2
print(pk())
pk.keywords['z'] = 0
print(pk(k=5))

# cmp_to_key
def cmp(a, b):
    return (a > b) - (a < b)


K = cmp_to_key(cmp)
print(sorted([3, 1, 2], key=K), sorted('bca', key=cmp_to_key(lambda a, b: ord(b) - ord(a))))
print(K(1) < K(2), K(1) == K(1), K(2) >= K(3), K(1) != K(1), K(3) > K(2), K(1) <= K(0))
print(type(K).__name__, type(K(1)).__name__, K(5).obj, K.obj, K(obj=3).obj)
k = K(1)
k.obj = 9
print(k.obj, K(1) < k)
show(K)
show(K, 1, 2)
show(K, x=1)
show(cmp_to_key)
show(cmp_to_key, 1, 2)
show(lambda: type(cmp_to_key(mycmp=cmp)).__name__)
show(lambda: K(1) < 1)
show(lambda: hash(K(1)))
show(lambda: cmp_to_key(lambda a, b: 'x')(1) < cmp_to_key(lambda a, b: 'x')(2))
print(cmp_to_key(lambda a, b: 1.5)(1) > cmp_to_key(lambda a, b: 1.5)(2))
print(sorted(range(20), key=cmp_to_key(lambda a, b: (a % 5) - (b % 5))))

# lru_cache
calls = []


@lru_cache(maxsize=2)
def sq(x, y=0):
    calls.append((x, y))
    return x * x + y


print(sq(1), sq(2), sq(1), sq(3), sq(2), sq(1), sq(1, y=1), sq(1, 1), sq(x=1, y=1))
print(calls, sq.cache_info(), sq.cache_parameters())
sq.cache_clear()
print(sq.cache_info(), sq.__wrapped__.__name__, sq.__name__, sq.__qualname__, sq.__doc__)
print(type(sq).__name__, type(sq.cache_info()).__name__, sq.cache_info().hits,
      sq.cache_info()._asdict())


@lru_cache
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(80), fib.cache_info(), fib.cache_parameters())


@cache
def fact(n):
    return 1 if n < 2 else n * fact(n - 1)


print(fact(30), fact.cache_info())


@lru_cache(maxsize=None, typed=True)
def t(x):
    calls.append(x)
    return type(x).__name__


calls.clear()
print(t(1), t(1.0), t(True), t(1), calls, t.cache_info())


@lru_cache(maxsize=0)
def z(x):
    return x


print(z(1), z(1), z.cache_info(), lru_cache(maxsize=-5)(z).cache_info())
hashes = []


class H:
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        hashes.append(self.v)
        return hash(self.v)

    def __eq__(self, other):
        return isinstance(other, H) and self.v == other.v


@lru_cache(maxsize=3)
def g(*a, **k):
    return len(a) + len(k)


print(g(H(1)), g(H(1)), g(1), g('s'), g(1, 2), g(a=1), g(H(1), x=2), g.cache_info())


class C:
    @lru_cache
    def m(self, x):
        return (id(self) > 0, x)


c = C()
print(c.m(1), c.m(1), C.m.cache_info(), C.m(c, 2), type(C.__dict__['m']).__name__)
show(lru_cache, 'x')
show(lambda: lru_cache(maxsize='x', typed=1))
show(functools._lru_cache_wrapper, 1, 2, 3, 4)
show(functools._lru_cache_wrapper, len, 'x', False, None)
show(lambda: functools._lru_cache_wrapper(len, None, False))
show(sq.cache_info, 1)
w = lru_cache(maxsize=10)(len)
print(w('abc'), w.__name__, w.cache_info(), w.__copy__() is w)
import copy
print(copy.copy(w) is w, copy.deepcopy(w) is w)
w.extra = 5
print(w.__dict__['extra'], sorted(k for k in w.__dict__ if not k.startswith('__')))


@lru_cache(maxsize=2)
def clears(x):
    if x == 3:
        clears.cache_clear()
    return x


print(clears(1), clears(2), clears(3), clears.cache_info(), clears(1), clears.cache_info())


@lru_cache(maxsize=3)
def boom(x):
    if x < 0:
        raise ValueError(x)
    return x


show(boom, -1)
print(boom.cache_info())


@lru_cache(maxsize=100)
def deep(n):
    return 0 if n == 0 else 1 + deep(n - 1)


print(deep(300))
try:
    deep(5000)
except RecursionError as e:
    print('RecursionError', e)
print(deep.cache_info().currsize)


@lru_cache(maxsize=None)
def fib2(n):
    return n if n < 2 else fib2(n - 1) + fib2(n - 2)


# each cached call counts two recursion levels (the wrapper and the function), as in
# CPython, so the limit falls between 499 and 500
for n in (490, 499, 500):
    fib2.cache_clear()
    try:
        fib2(n)
        print(n, 'ok')
    except RecursionError as e:
        print(n, 'RecursionError', e)
