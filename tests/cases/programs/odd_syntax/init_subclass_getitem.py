class Plugin:
    registry = []
    def __init_subclass__(cls, /, key=None, **kw):
        super().__init_subclass__(**kw)
        cls.key = key or cls.__name__.lower()
        Plugin.registry.append(cls.key)
class A(Plugin): pass
class B(Plugin, key="bee"): pass
class C(B): pass
print(Plugin.registry, C.key)
class Box:
    def __class_getitem__(cls, item):
        return f"{cls.__name__}[{item if not isinstance(item, tuple) else ', '.join(map(str, item))}]"
print(Box[int], Box["x", 1], Box[(1, 2)])
class Sub(Box): pass
print(Sub[float])
print(list[int], dict[str, list[int]], tuple[int, ...], type(list[int]).__name__)
print(list[int]([1, 2]), list[int] == list[int])
class Base:
    def __init_subclass__(cls, **kwargs):
        print("init_subclass", cls.__name__, sorted(kwargs))
try:
    class D(Base, extra=1): pass
except TypeError as e: print(e)
class E(Base): pass
class Named:
    def __set_name__(self, owner, name): print("set_name", owner.__name__, name)
class F:
    a = Named()
    b = c = Named()
T = type("T", (Plugin,), {"__module__": "m"}, key="tee")
print(T.key, Plugin.registry[-1])
