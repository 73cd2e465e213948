class E(Exception):
    def __init__(self, x):
        object.__setattr__(self, "args", (x, x))


print(E(1).args)
e = E(2)
e.args = [5]
e.__traceback__ = None
print(e.args, e.__dict__, vars(e), "args" in dir(e), "__traceback__" in dir(e))


def f(a, b=1):
    return a, b


f.__name__ = "g"
print(f.__name__, f.__defaults__, f.__dict__, type(f).__dict__["__name__"].__get__(f))
f.__defaults__ = (2,)
print(f.__defaults__, f(0))
f.__defaults__ = (7, 8)
print(f.__defaults__, f())
f.__defaults__ = None
print(f.__defaults__)
try:
    f(1)
except TypeError as err:
    print(err)
try:
    f.__defaults__ = [1]
except TypeError as err:
    print(err)
print(sorted(n for n in dir(f) if n in ("__name__", "__qualname__", "__defaults__", "__annotations__", "__module__", "__dict__", "__kwdefaults__")))
f.__nme__
