# type(name, bases, ns, **kw) runs __set_name__ and __init_subclass__ like a class statement
class Base:
    def __init_subclass__(cls, /, tag=None, **kw):
        super().__init_subclass__(**kw)
        print("init_subclass", cls.__name__, tag)
        cls.tag = tag
class Named:
    def __set_name__(self, owner, name): print("set_name", owner.__name__, name)
T = type("T", (Base,), {"a": Named()})
U = type("U", (Base,), {}, tag="u")
print(T.tag, U.tag, U.__mro__[1].__name__)
try: type("W", (Base,), {}, bogus=1)
except TypeError as e: print(e)
try: type("X", (), {}, tag=1)
except TypeError as e: print(e)
