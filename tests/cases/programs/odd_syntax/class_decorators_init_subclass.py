registry = {}


def register(cls):
    registry[cls.__name__] = cls
    return cls


def add_repr(cls):
    def __repr__(self):
        fields = ", ".join(f"{k}={v!r}" for k, v in vars(self).items())
        return f"{cls.__name__}({fields})"
    cls.__repr__ = __repr__
    return cls


@register
@add_repr
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y


print(Point(1, 2), registry)


class Plugin:
    plugins = []

    def __init_subclass__(cls, name=None, **kw):
        super().__init_subclass__(**kw)
        cls.plugin_name = name or cls.__name__.lower()
        Plugin.plugins.append(cls)


class Alpha(Plugin, name="first"):
    pass


class Beta(Plugin):
    pass


class Gamma(Beta, name="third"):
    pass


print([(p.__name__, p.plugin_name) for p in Plugin.plugins])


class Box:
    def __class_getitem__(cls, item):
        return f"{cls.__name__}[{item.__name__ if isinstance(item, type) else item}]"


print(Box[int], Box["x"])


def singleton(cls):
    instances = {}

    def get(*a):
        if cls not in instances:
            instances[cls] = cls(*a)
        return instances[cls]
    return get


@singleton
class Config:
    def __init__(self, v=1):
        self.v = v


print(Config(5).v, Config(9).v, Config() is Config())
