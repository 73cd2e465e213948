class Plugin:
    registry = {}
    def __init_subclass__(cls, name=None, **kw):
        super().__init_subclass__(**kw)
        Plugin.registry[name or cls.__name__.lower()] = cls
class Foo(Plugin): pass
class Bar(Plugin, name='barre'): pass
class Baz(Bar): pass
print(sorted(Plugin.registry), Plugin.registry['barre'].__name__)
class Cm:
    @classmethod
    def __init_subclass__(cls):
        cls.marked = cls.__name__
class Sub(Cm): pass
print(Sub.marked, hasattr(Cm, 'marked'))
