class Typed:
    def __set_name__(self, owner, name):
        self.name = name
        self.private = "_" + name

    def __init__(self, kind):
        self.kind = kind

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.private, None)

    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.name} must be {self.kind.__name__}, got {type(value).__name__}")
        setattr(obj, self.private, value)


class Positive(Typed):
    def __set__(self, obj, value):
        super().__set__(obj, value)
        if value <= 0:
            raise ValueError(f"{self.name} must be positive")


class Item:
    name = Typed(str)
    qty = Positive(int)

    def __init__(self, name, qty):
        self.name = name
        self.qty = qty


it = Item("pen", 3)
print(it.name, it.qty, vars(it), Item.name.name, type(Item.qty).__name__)
for args in [(5, 1), ("x", "1"), ("x", 0)]:
    try:
        Item(*args)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)


class Lazy:
    def __init__(self, fn):
        self.fn = fn

    def __get__(self, obj, cls):
        if obj is None:
            return self
        value = self.fn(obj)
        obj.__dict__[self.fn.__name__] = value
        return value


class Data:
    computed = 0

    @Lazy
    def expensive(self):
        Data.computed += 1
        return 42


d = Data()
print(d.expensive, d.expensive, Data.computed, "expensive" in vars(d))


class Method:
    def __get__(self, obj, cls):
        return lambda: f"bound to {type(obj).__name__ if obj is not None else None}"


class Host:
    m = Method()


print(Host().m(), Host.m())
