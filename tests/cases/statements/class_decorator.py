registry = []
def register(cls):
    registry.append(cls.__name__)
    return cls
def add_method(cls):
    cls.extra = lambda self: "extra"
    return cls
@register
@add_method
class A:
    pass
print(registry, A().extra())
