fs = [lambda: i for i in range(3)]
gs = [lambda i=i: i for i in range(3)]
print([f() for f in fs], [g() for g in gs])
hs = []
for j in range(3):
    hs.append(lambda k=j, *, m=j * 10: (k, m))
print([h() for h in hs], hs[0](5), hs[1](m=7))
adders = {n: (lambda x, n=n: x + n) for n in "abc"}
print(adders["b"]("z"), sorted(adders))
def make():
    out = []
    for i in range(3):
        def inner(i=i): return i * i
        out.append(inner)
    i = 100
    out.append(lambda: i)
    return out
print([f() for f in make()])
print((lambda *a, **k: (a, sorted(k.items())))(1, 2, x=3, y=4))
print((lambda a, /, b=2, *, c=3: a + b + c)(1), (lambda: (yield))().__class__.__name__)
compose = lambda *fs: lambda x: __import__("functools").reduce(lambda a, f: f(a), fs, x) if False else [x := f(x) for f in fs][-1]
print(compose(lambda v: v + 1, lambda v: v * 10)(4))
print(sorted([3, 1, 2], key=lambda v: -v), list(map(lambda p, q: p * q, [1, 2], [3, 4])))
print((lambda: lambda: lambda: 42)()()())
