f = lambda a, /, b, *args, c, d=4, **kw: (a, b, args, c, d, kw)
print(f(1, 2, c=3), f(1, b=2, c=3, d=5, e=6), f(1, 2, 3, 4, c=0))
g = lambda *, k=1: k
print(g(), g(k=2))
h = lambda: (yield_ := 5)
print(h())
print((lambda x: (lambda y: x + y))(1)(2))
print(f.__name__, f.__qualname__, f.__defaults__, f.__kwdefaults__)
