import inspect, dataclasses, typing, functools, enum
@dataclasses.dataclass
class P:
    x: int
    y: str = 'a'
    z: list = dataclasses.field(default_factory=list)
class NT(typing.NamedTuple):
    a: int
    b: float = 1.0
print(inspect.signature(P))
print(inspect.signature(NT))
class Meta(type): pass
class WithMeta(metaclass=Meta):
    def __init__(self, q): pass
print(inspect.signature(WithMeta))
print(inspect.signature(functools.partial(P, 1)))
class Color(enum.Enum):
    R = 1
print(inspect.isclass(Color), inspect.getmembers(Color, lambda v: isinstance(v, Color)))
def kwonly_partial(a, b, *, c=1): pass
print(inspect.signature(functools.partial(kwonly_partial, b=2)))
print(inspect.signature(functools.partial(kwonly_partial, 1, c=3)))
print(inspect.signature(lambda *, a=1, **k: 0))
print(str(inspect.signature(print)))
