import inspect
from inspect import Parameter, Signature, signature
import functools
from typing import List, Optional

def f(a, b: int, c=1, *args, d, e: str = 'x', **kw) -> bool: pass
def g(x, y=2, /, z=3, *, w): pass
def h(): pass
lam = lambda p, q=[1]: None
for fn in (f, g, h, lam):
    s = signature(fn)
    print(repr(s), str(s))
    for name, p in s.parameters.items():
        print(' ', name, repr(p), str(p.kind), repr(p.kind), p.kind.description, p.default is p.empty, p.annotation is Parameter.empty)
print(signature(f).return_annotation, signature(h).return_annotation is Signature.empty)
print(type(signature(f).parameters).__name__, list(signature(f).parameters))

def ann(a: List[int], b: Optional[str] = None, c: 'Fwd' = 3, d: list[int] = []) -> 'R': pass
print(signature(ann))

class C:
    def __init__(self, a, b=2): pass
    def m(self, x, *, y=1): pass
    @classmethod
    def cm(cls, z): pass
    @staticmethod
    def sm(q): pass
    def __call__(self, k): pass
class D(C):
    pass
class E:
    pass
class N:
    def __new__(cls, n, *rest): return super().__new__(cls)
print(signature(C), signature(D), signature(E), signature(N))
print(signature(C().m), signature(C.m), signature(C.cm), signature(C.sm), signature(C()))
def star(*a, **k): pass
class S:
    m = star
print(signature(S().m))

p = functools.partial(f, 1, 2, d=4)
print(signature(p))
print(signature(functools.partial(g, 1)))

def deco(fn):
    @functools.wraps(fn)
    def wrapper(*a, **k): return fn(*a, **k)
    return wrapper
@deco
def wrapped(a, b=1): pass
print(signature(wrapped), signature(wrapped, follow_wrapped=False))

for b in (len, print, sorted, isinstance, pow, round, sum, abs, list, object, float):
    print(b.__name__, signature(b))
for bad in (getattr, iter, min, dict, int, 3, 'x'):
    try:
        signature(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

def sig_attr(): pass
sig_attr.__signature__ = Signature([Parameter('zz', Parameter.KEYWORD_ONLY)])
print(signature(sig_attr))
sig_attr.__signature__ = 5
try:
    signature(sig_attr)
except TypeError as e:
    print(type(e).__name__, e)
