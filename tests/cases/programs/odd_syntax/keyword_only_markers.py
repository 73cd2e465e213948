def f(a, b, /, c, d=4, *, e, f=6, **kw):
    return (a, b, c, d, e, f, kw)


print(f(1, 2, 3, e=5))
print(f(1, 2, c=3, d=0, e=5, g=7))
print(f(1, 2, 3, 4, e=5, f=0, a=99))


def only_kw(*, x, y=2):
    return x + y


print(only_kw(x=1), only_kw(y=5, x=1))


def pos_only(x, y=10, /):
    return x * y


print(pos_only(2), pos_only(2, 3))
for call in (lambda: f(1, b=2, c=3, e=5), lambda: only_kw(1), lambda: pos_only(x=1),
             lambda: f(1, 2, 3), lambda: f(1, 2, 3, c=3, e=1), lambda: only_kw(x=1, z=2)):
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)


def star_then_kw(*args, sep="-", **rest):
    return sep.join(map(str, args)) + str(sorted(rest))


print(star_then_kw(1, 2, 3), star_then_kw(sep="+"), star_then_kw(4, sep="", end=1))
print(f.__defaults__, f.__kwdefaults__, only_kw.__kwdefaults__, pos_only.__defaults__)
print(f.__code__.co_kwonlyargcount if hasattr(f, "__code__") and False else "n/a")
