def f(a, b=[], /, c={}, *, d=()):
    b.append(a)
    c[a] = len(b)
    return b, c, d


print(f(1))
print(f(2))
print(f(3, [], {}))
print(f(4, d=(1,)))
print(f.__defaults__, f.__kwdefaults__)
counter = 0


def next_id(n=None):
    global counter
    counter += 1
    return counter if n is None else n


def g(x=next_id(), y=next_id()):
    return x, y


print(g(), g(), counter)


def h(a, *, b=lambda: "default"):
    return b()


print(h(1), h(1, b=lambda: "given"))


def kwargs_names(a, /, **kw):
    return a, kw


print(kwargs_names(1, a=2))
try:
    kwargs_names()
except TypeError as e:
    print("TypeError:", e)
print((lambda x, /, y=2: x + y)(1), (lambda *, k: k)(k=3))
