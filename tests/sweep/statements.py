# Statement forms and the remaining builtins: with, decorators, walrus, unpacking,
# loops with else, assert, global, keyword-only arguments, type(), mappingproxy, unions.
class Ctx:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        print("enter", self.name)
        return self

    def __exit__(self, et, ev, tb):
        print("exit", self.name)
        return et is KeyError


def deco(fn):
    def wrapper(*args, **kwargs):
        return ("wrapped", fn(*args, **kwargs))

    wrapper.__name__ = fn.__name__
    return wrapper


@deco
def kwonly(a, /, b, *rest, c=3, **kw):
    return a, b, rest, c, sorted(kw.items())


with Ctx("one") as c1, Ctx("two"):
    {}["absent"]
print(kwonly(1, 2, 3, 4, c=5, d=6), kwonly.__name__)
total = 0
for i in range(10):
    if i == 7:
        break
    total += i
else:
    total = -1
while (n := total) > 100:
    pass
else:
    print("while-else", n)
first, *middle, last = "abcdef"
(x, y), z = (1, 2), 3
print(first, middle, last, x, y, z, [*range(3), *"ab"], {**{"a": 1}, "b": 2})
counter = 0


def bump():
    global counter
    counter += 1
    return counter


bump()
assert bump() == 2, "counter"
print(counter, 1 < x < 3, x if y else z, not None, None is None, ... is Ellipsis)
Dyn = type("Dyn", (object,), {"val": 5, "get": lambda self: self.val})
print(Dyn().get(), Dyn.__dict__["val"], type(Dyn.__dict__).__name__, type(object()))
u = int | str
print(u, isinstance(3, u), isinstance(3.0, u), callable(len), NotImplemented, repr(None))
print(sorted("hello", reverse=True), list(reversed((1, 2, 3))), all([1, 2]), any([0, 3]))
print(list(iter([5, 6, 0, 7].pop, 0)), sorted(globals())[:2], vars(Ctx("v")))
lst = [1, 2, 3, 4]
del lst[0], lst[-1]
lst += [9]
lst *= 2
print(lst, "%s" % (lst,), divmod(17, 5), print is print, format(3, "03"), round(2.5))
print(*[1, 2], sep=", ", end="!\n")
