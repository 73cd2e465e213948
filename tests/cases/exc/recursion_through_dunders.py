# Infinite recursion through dunders called from C (repr, str, ==, hash, __getattr__,
# len, iter, ...) ends with RecursionError under the default limits, as in CPython, and
# at a raised limit too; never a limit stop.
import sys
class A:
    def __repr__(self): return repr(self)
class B:
    def __str__(self): return str(self)
class C:
    def __eq__(self, o): return self == o
class D:
    def __hash__(self): return hash(self)
class E:
    def __getattr__(self, n): return self.x
class F:
    def __len__(self): return len(self)
class G:
    def __iter__(self): return iter(self)
class H:
    def __lt__(self, o): return sorted([self, H()])
class I:
    def __getitem__(self, i): return self[i]
class J:
    def __bool__(self): return bool(self)
class K:
    def __format__(self, s): return format(self, s)
for cls, f in [(A, repr), (B, str), (C, lambda x: x == 1), (D, hash), (E, lambda x: x.y), (F, len), (G, iter), (H, lambda x: x < 1), (I, lambda x: x[0]), (J, bool), (K, lambda x: f'{x}'), (A, lambda x: [x].__repr__()), (A, lambda x: '%r' % (x,)), (A, lambda x: {1: x}.__repr__())]:
    try:
        f(cls())
        print('no error')
    except RecursionError as e:
        print(cls.__name__, 'RecursionError')
class L:
    def __init__(self): L()
class M:
    def __del__(self): pass
    def __contains__(self, x): return x in self
class N:
    def __index__(self): return [1][self]
class O:
    def __call__(self): return self()
class P:
    def __get__(self, o, t): return o.p
class Q:
    p = P()
class R:
    def __add__(self, o): return self + o
class S:
    def __setitem__(self, k, v): self[k] = v
class T:
    def __enter__(self):
        with self: pass
    def __exit__(self, *a): pass
class U:
    def __iter__(self): return self
    def __next__(self): return next(self)
class V:
    def __float__(self): return float(self)
class W:
    def __int__(self): return int(self)
class X:
    def __instancecheck__(self, i): return isinstance(i, self)
for cls, f in [(L, lambda x: x), (M, lambda x: 1 in x), (N, lambda x: [1][x]), (O, lambda x: x()), (Q, lambda x: x.p), (R, lambda x: x + 1), (S, lambda x: x.__setitem__(1, 2)), (T, lambda x: x.__enter__()), (U, lambda x: list(x)), (V, float), (W, int), (A, lambda x: print(x)), (B, lambda x: print(x)), (A, lambda x: sorted([x, x], key=repr)), (A, lambda x: max([x], key=repr)), (A, lambda x: list(map(repr, [x]))), (D, lambda x: {x}), (D, lambda x: {x: 1}), (C, lambda x: [x].index(x)), (C, lambda x: x in [x]), (F, lambda x: bool(x)), (I, lambda x: list(x))]:
    try:
        f(cls())
        print('no error')
    except RecursionError as e:
        print(cls.__name__, 'RecursionError')
def deep(n):
    return deep(n + 1) if n < 10**6 else n
try: deep(0)
except RecursionError: print('deep RecursionError')
sys.setrecursionlimit(5000)
for cls, f in [(A, repr), (C, lambda x: x == 1), (F, len), (U, lambda x: list(x)), (O, lambda x: x())]:
    try:
        f(cls())
        print('no error')
    except RecursionError as e:
        print(cls.__name__, 'RecursionError 5000')
