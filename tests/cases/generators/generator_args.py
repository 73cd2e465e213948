def g(a, b=2, *rest, key="k", **kw):
    yield a
    yield b
    yield rest
    yield key
    yield sorted(kw.items())
print(list(g(1, 5, 6, 7, key="z", x=1, y=2)))
try:
    g()
except TypeError as e:
    print(e)
try:
    g(1, nope=1, key=2, bad=3).send(1)
except TypeError as e:
    print(e)
