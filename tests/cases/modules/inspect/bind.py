import inspect
from inspect import Parameter, Signature, signature

def f(a, b, c=3, *args, d, e=5, **kw): pass
s = signature(f)
for args, kwargs in [((1, 2), {'d': 4}), ((1, 2, 3, 4, 5), {'d': 0, 'z': 9}),
                     ((1,), {'b': 2, 'd': 1}), ((), {}), ((1,), {'a': 1, 'd': 1}),
                     ((1, 2), {}), ((1, 2), {'d': 1, 'c': 9})]:
    try:
        ba = s.bind(*args, **kwargs)
        print(ba, ba.args, ba.kwargs, ba.arguments)
        ba.apply_defaults()
        print(' ', ba, ba.args, ba.kwargs)
    except TypeError as e:
        print(type(e).__name__, e)

def g(x, y=2, /, z=3, *, w): pass
s = signature(g)
for args, kwargs in [((1,), {'w': 1}), ((1, 2, 3, 4), {}), ((), {'x': 1, 'w': 2}),
                     ((1,), {'y': 1, 'w': 1}), ((1,), {'q': 1, 'w': 1}), ((1,), {})]:
    for method in (s.bind, s.bind_partial):
        try:
            print(method(*args, **kwargs))
        except TypeError as e:
            print(type(e).__name__, e)

def k(a, /, **kw): pass
try:
    print(signature(k).bind(1, a=2))
except TypeError as e:
    print(type(e).__name__, e)
print(signature(k).bind_partial())
b1 = signature(f).bind(1, 2, d=3)
b2 = signature(f).bind(1, 2, d=3)
print(b1 == b2, b1.signature is not None)

# Parameter and Signature built by hand
P = Parameter
ps = [P('a', P.POSITIONAL_ONLY), P('b', P.POSITIONAL_OR_KEYWORD, default=1, annotation=int),
      P('c', P.VAR_POSITIONAL), P('d', P.KEYWORD_ONLY, annotation='str'), P('e', P.VAR_KEYWORD)]
sig = Signature(ps, return_annotation=list)
print(sig, repr(sig), [str(p) for p in ps])
def same(a, /, b: int = 1, *c, d: 'str', **e) -> list: pass
print(sig == signature(same), sig.replace(return_annotation=Signature.empty))
print(hash(sig) == hash(Signature(ps, return_annotation=list)))
print(ps[1].replace(name='bb', default=Parameter.empty), ps[1] == P('b', 1, default=1, annotation=int))
print(Signature(), Signature([P('x', P.KEYWORD_ONLY)]), Signature([P('x', P.POSITIONAL_ONLY)]))
for build in (lambda: P('a', 7), lambda: P('a', P.VAR_POSITIONAL, default=1),
              lambda: P(3, P.KEYWORD_ONLY), lambda: P('1a', P.KEYWORD_ONLY),
              lambda: P('def', P.KEYWORD_ONLY),
              lambda: Signature([P('a', P.KEYWORD_ONLY), P('b', P.POSITIONAL_ONLY)]),
              lambda: Signature([P('a', P.POSITIONAL_OR_KEYWORD, default=1), P('b', P.POSITIONAL_OR_KEYWORD)]),
              lambda: Signature([P('a', P.POSITIONAL_ONLY), P('a', P.KEYWORD_ONLY)])):
    try:
        print(build())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
print(Signature([P('a', P.POSITIONAL_OR_KEYWORD, default=1), P('b', P.KEYWORD_ONLY)]))
print(list(P.__dict__['POSITIONAL_ONLY'].__class__), int(P.VAR_KEYWORD))
print(Signature.from_callable(f) == signature(f))
