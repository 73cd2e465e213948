# Classes: inheritance, super, properties, class/static methods, dunders, __slots__,
# __init_subclass__ (pyeval has no metaclasses).
class Base:
    count = 0

    def __init__(self, v):
        self.v = v
        Base.count += 1

    def __repr__(self):
        return f"{type(self).__name__}({self.v!r})"

    def __eq__(self, other):
        return isinstance(other, Base) and self.v == other.v

    def __hash__(self):
        return hash(self.v)

    def __lt__(self, other):
        return self.v < other.v

    def __add__(self, other):
        return type(self)(self.v + other.v)

    def __len__(self):
        return abs(self.v)

    def __getitem__(self, i):
        return self.v * i

    def __iter__(self):
        return iter(range(self.v))

    def __contains__(self, x):
        return x == self.v

    def __call__(self, *args, **kw):
        return (args, sorted(kw))


class Child(Base):
    def __init__(self, v, extra=None):
        super().__init__(v)
        self._extra = extra

    @property
    def extra(self):
        return self._extra

    @extra.setter
    def extra(self, val):
        self._extra = val * 2

    @classmethod
    def make(cls, v):
        return cls(v, "made")

    @staticmethod
    def helper(x):
        return x + 1


class Slotted:
    __slots__ = ("a", "b")

    def __init__(self):
        self.a = 1


class Tagger:
    def __init_subclass__(cls, **kw):
        cls.tag = cls.__name__.lower()


class Tagged(Tagger):
    pass


c = Child(3, "e")
c.extra = 5
print(c, c.extra, Child.make(2).extra, Child.helper(1), c + Child(4), len(c), c[2], list(c))
print(2 in c, c(1, 2, k=3), sorted([Child(3), Base(1), Child(2)]), c == Child(3), Base.count)
print(Child.__mro__, isinstance(c, Base), issubclass(Child, Base), hash(c) == hash(3))
sl = Slotted()
print(sl.a, hasattr(sl, "b"), Tagged.tag, type(Tagged).__name__, vars(Base(1)))
try:
    sl.c = 1
except AttributeError as e:
    print("AttributeError", e)
print(getattr(c, "missing", "default"), setattr(c, "w", 9), c.w, c.__dict__, Child.__name__)
print(Child.__qualname__, Child.__bases__, {Child(1): "one"}, dir(sl)[-2:], str(Base(7)))
