calls = []


def tag(name, *, upper=False):
    def deco(fn):
        def wrapper(*a, **k):
            calls.append(name)
            r = fn(*a, **k)
            return f"<{name.upper() if upper else name}>{r}</{name}>"
        wrapper.__name__ = fn.__name__
        wrapper.__wrapped__ = fn
        return wrapper
    return deco


def times(n):
    return lambda fn: (lambda *a: [fn(*a) for _ in range(n)])


@tag("b")
@tag("i", upper=True)
@tag("u")
def hello(who="world"):
    return "hi " + who


print(hello(), hello("you"))
print(calls, hello.__name__, hello.__wrapped__.__name__)


@times(3)
def ping(x):
    return x * 2


print(ping(4))
registry = {}
register = lambda key: (lambda f: registry.setdefault(key, f))


@register("sq")
def square(x):
    return x * x


@(lambda f: f)
@register("cube")
def cube(x):
    return x ** 3


print(sorted(registry), registry["sq"](5), cube(3))


class Deco:
    def __init__(self, prefix):
        self.prefix = prefix

    def __call__(self, fn):
        return lambda *a: self.prefix + str(fn(*a))


@Deco("=> ")
@Deco("[")
def add(a, b):
    return a + b


print(add(2, 3))
decos = [tag("x"), tag("y")]


@decos[1]
@decos[0]
def z():
    return "z"


print(z())
