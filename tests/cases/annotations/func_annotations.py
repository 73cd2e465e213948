# function __annotations__: evaluated at def time, CPython's key order
def f(a: 1, /, b: 2, *c: 3, d: 4, **e: 5) -> 6:
    pass


print(f.__annotations__)


def g(x, y=2):
    pass


print(g.__annotations__, g.__annotations__ is g.__annotations__)
g.__annotations__["x"] = int
print(g.__annotations__)
g.__annotations__ = None
print(g.__annotations__)
g.__annotations__ = {"z": str}
print(g.__annotations__)
del g.__annotations__
print(g.__annotations__)
print((lambda x: x).__annotations__)

order = []


def note(v):
    order.append(v)
    return v


def h(a: note("a") = note("default"), *, k: note("k") = note("kwdefault")) -> note("ret"):
    pass


print(order, h.__annotations__)


class C:
    def m(self, __x: int, y: "C") -> None:
        pass


print(C.m.__annotations__)


def outer():
    T = list

    def inner(v: T) -> T:
        return v

    return inner


print(outer().__annotations__)
try:
    g.__annotations__ = 5
except TypeError as e:
    print(e)
