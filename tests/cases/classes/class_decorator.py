registry = []
def register(cls):
    registry.append(cls.__name__)
    cls.tag = 'reg'
    return cls
def with_arg(n):
    def deco(cls):
        cls.n = n
        return cls
    return deco
@register
@with_arg(5)
class A:
    pass
print(registry, A.tag, A.n)
