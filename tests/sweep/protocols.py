# Protocols: descriptors, __getattr__/__setattr__, __bool__/__format__, iterators,
# subclasses of builtin types, __missing__, NotImplemented, reference cycles.
class Desc:
    def __set_name__(self, owner, name):
        self.name = "_" + name

    def __get__(self, obj, typ=None):
        return self if obj is None else getattr(obj, self.name, 0) * 10

    def __set__(self, obj, value):
        setattr(obj, self.name, value)


class Proxy:
    d = Desc()

    def __init__(self):
        self.__dict__["log"] = []

    def __getattr__(self, name):
        return name.upper()

    def __setattr__(self, name, value):
        self.log.append(name)
        object.__setattr__(self, name, value)

    def __bool__(self):
        return False

    def __format__(self, spec):
        return f"<{spec}>"


p = Proxy()
p.d = 4
p.other = 1
print(p.d, p.missing, p.log, bool(p), f"{p:xyz}", format(p, "q"), type(Proxy.d).__name__)


class Countdown:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n


class MyList(list):
    def total(self):
        return sum(self)


class MyDict(dict):
    def __missing__(self, key):
        return key * 2


class MyInt(int):
    def __repr__(self):
        return f"MyInt({int(self)})"


class MyStr(str):
    pass


class Vec:
    def __init__(self, x):
        self.x = x

    def __eq__(self, other):
        return self.x == other.x if isinstance(other, Vec) else NotImplemented

    def __radd__(self, other):
        return Vec(self.x + other)

    def __repr__(self):
        return f"Vec({self.x})"


ml = MyList(Countdown(5))
ml.append(10)
md = MyDict(a=1)
print(ml, ml.total(), md["a"], md["zz"], MyInt(5) + 1, repr(MyInt(7)), MyStr("s").upper())
print(Vec(1) == Vec(1), Vec(1) == 1, 3 + Vec(4), sum([Vec(1)], 0) if False else "skip")
print(isinstance(ml, list), type(md).__mro__[1], list(map(MyInt, [1, 2])), len(ml))


class Tree:
    def __init__(self):
        self.children = []
        self.parent = None

    def add(self):
        c = Tree()
        c.parent = self
        self.children.append(c)
        return c


for _ in range(3):
    t = Tree()
    t.add().add()
    del t
print("cycles made", sorted(vars(Tree()).keys()))
