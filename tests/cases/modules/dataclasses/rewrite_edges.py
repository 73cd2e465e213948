# edge behaviour of the rewritten dataclasses functions: reprs, field errors,
# make_dataclass specs, replace, asdict/astuple walks
import dataclasses
from dataclasses import dataclass, field, fields, InitVar, KW_ONLY
from collections import namedtuple
from typing import ClassVar, List


def show(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)


@dataclass(order=True, frozen=True)
class P:
    x: int
    y: int = field(default=2, repr=False, metadata={'u': 1})
    z: ClassVar[int] = 5


print(repr(fields(P)[1]).replace(' at 0x', '@').split('@')[0][:200])
print(P.__dataclass_params__)
print(InitVar[int], InitVar[List[int]], InitVar['x'], dataclasses.InitVar(str))
print(fields(P(1))[0].name, [f.name for f in fields(P)], fields(P)[1].metadata['u'])
show(fields, 3)
show(fields, int)


@dataclass
class Node:
    name: str
    kids: list = field(default_factory=list)


n = Node('a')
n.kids.append(n)
print(n)
print(Node('b', [Node('c')]))
Pt = namedtuple('Pt', 'a b')


@dataclass
class Deep:
    n: Node
    t: tuple
    d: dict
    p: Pt


d = Deep(Node('x', [Node('y')]), (1, [2, Node('z')]), {'k': Node('w'), (1, 2): [3]}, Pt(Node('q'), 4))
print(dataclasses.asdict(d))
print(dataclasses.astuple(d))
print(dataclasses.asdict(d, dict_factory=lambda kv: sorted(kv)))
print(dataclasses.astuple(d, tuple_factory=list))
show(dataclasses.asdict, Node)
show(dataclasses.astuple, 5)


@dataclass
class R:
    a: int
    b: int = field(init=False, default=0)
    c: InitVar[int] = 3
    e: InitVar[str] = None
    k: ClassVar[int] = 9

    def __post_init__(self, c, e):
        self.b = c * 10


@dataclass
class Need:
    a: int
    c: InitVar[int]

    def __post_init__(self, c):
        pass


r = R(1, 4, 'e')
print(dataclasses.replace(r, a=5), dataclasses.replace(r, c=7))
show(dataclasses.replace, r, b=2)
show(dataclasses.replace, Need(1, 2), a=3)
show(dataclasses.replace, Need(1, 2), a=3, c=4)
show(dataclasses.replace, 5)
show(dataclasses.replace, r, zz=1)

for spec in (['a', ('b', int), ('c', int, 3)], ['a', ('b',)], [('a', int, 1, 2)], ['a', 'a'],
             ['class'], ['1x'], [(3, int)], [('a', int, field(default=5))], ['a', ('b', int, [])]):
    try:
        C = dataclasses.make_dataclass('C', spec, namespace={'m': lambda self: 1})
        print(C.__module__, C.__annotations__, C(*range(1)) if len(spec) == 1 else [(f.name, f.default is dataclasses.MISSING) for f in fields(C)])
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
C = dataclasses.make_dataclass('C', [('x', int)], bases=(P,), frozen=True, order=True)
print(C(1, 2, 3) < C(1, 2, 4), C.__mro__[1].__name__)

for body in ('x: ClassVar[list] = field(default_factory=list)',
             'x: ClassVar[int] = field(kw_only=True, default=1)',
             'x: InitVar[int] = field(default_factory=int)',
             'x: list = []', 'x: dict = {}', 'x: set = set()', 'x: tuple = ()',
             "x: 'ClassVar[int]' = 1", "x: 'dataclasses.InitVar[int]' = 1",
             'x: int = 1\n    y: int', '_: KW_ONLY\n    y: int = 1\n    z: int'):
    try:
        ns = {}
        exec('@dataclass\nclass X:\n    ' + body + '\n', globals(), ns)
        X = ns['X']
        print([(f.name, f.kw_only, f._field_type) for f in X.__dataclass_fields__.values()])
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)


@dataclass(slots=True)
class S:
    a: int
    b: int = 2


print(S(1), S.__slots__)
print(dataclass()(type('Q', (), {'__annotations__': {'v': int}}))(3))
print(dataclass.__name__, dataclass(frozen=True).__name__)


@dataclass(slots=True, frozen=True)
class T:
    a: int
    b: int = field(init=False, default=5)
    c: list = field(init=False, default_factory=list)
    d: list = field(default_factory=lambda: [1])
    e: InitVar[int] = 0


print(T(1), T(1, [2], 3), T.__init__.__qualname__)
