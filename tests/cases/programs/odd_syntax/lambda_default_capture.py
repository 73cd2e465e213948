fs = [lambda: i for i in range(4)]
gs = [lambda i=i: i for i in range(4)]
print([f() for f in fs], [g() for g in gs])
hs = []
for k in range(3):
    hs.append(lambda x, k=k: x + k)
print([h(10) for h in hs], hs[0](10, 100))
x = 5
capture = lambda y=x: y
x = 6
print(capture(), (lambda: x)())
make = lambda n: (lambda m: n * m)
print(make(3)(4), (lambda *a, **k: (a, sorted(k.items())))(1, 2, z=3, a=0))
print((lambda a, /, b, *, c=7: (a, b, c))(1, b=2))
default_list = lambda item, acc=[]: (acc.append(item), acc)[1]
print(default_list(1), default_list(2), default_list(3, []))
compose = None
pipeline = lambda *fns: (lambda v: [v := f(v) for f in fns][-1])
print(pipeline(lambda v: v + 1, lambda v: v * 10, str)(4))
Y = lambda f: (lambda x: x(x))(lambda x: f(lambda *a: x(x)(*a)))
fact = Y(lambda self: lambda n: 1 if n < 2 else n * self(n - 1))
print(fact(10), compose)
print(sorted(["bb", "a", "ccc"], key=lambda s: -len(s)), (lambda: (yield))  .__name__)
