# dataclasses: the decorator's options, the generated methods, the functions and the
# errors CPython 3.11 raises, compared with python3.
from dataclasses import dataclass, field, fields, asdict, astuple, replace, make_dataclass, InitVar, KW_ONLY, FrozenInstanceError, is_dataclass
import dataclasses
from typing import ClassVar, List

@dataclass
class P:
    x: int
    y: int = 0
    tags: List[str] = field(default_factory=list)
    count: ClassVar[int] = 0

p = P(1)
print(p, P.__doc__, P.__match_args__, p == P(1), p != P(2))
print(asdict(p), astuple(p), replace(p, y=5))
print([f.name for f in fields(P)], is_dataclass(P), is_dataclass(p), is_dataclass(3))
try: P()
except TypeError as e: print(type(e).__name__, e)
try: P(1, 2, [], 4)
except TypeError as e: print(type(e).__name__, e)
try: hash(p)
except TypeError as e: print(type(e).__name__, e)

@dataclass(frozen=True, order=True)
class F:
    a: int
    b: str = 'z'
f = F(1)
print(f, hash(f) == hash((1, 'z')), f < F(2), sorted([F(3), F(1, 'a'), F(1)]))
try: f.a = 3
except FrozenInstanceError as e: print(type(e).__name__, e, isinstance(e, AttributeError))
try: del f.a
except FrozenInstanceError as e: print(type(e).__name__, e)

for src in [
    "@dataclass\nclass B:\n    x: int = 1\n    y: int\n",
    "@dataclass\nclass B:\n    x: list = []\n",
    "@dataclass(order=True, eq=False)\nclass B:\n    x: int\n",
    "@dataclass(order=True)\nclass B:\n    x: int\n    def __lt__(self, o): return 1\n",
    "@dataclass\nclass B:\n    x = field()\n",
    "field(default=1, default_factory=list)",
    "@dataclass(unsafe_hash=True)\nclass B:\n    x: int\n    def __hash__(self): return 1\n",
    "@dataclass\nclass A:\n    x: int\n@dataclass(frozen=True)\nclass B(A):\n    y: int\n",
    "@dataclass(frozen=True)\nclass A:\n    x: int\n@dataclass\nclass B(A):\n    y: int\n",
    "@dataclass\nclass B:\n    x: ClassVar[int] = field(default_factory=list)\n",
    "@dataclass(weakref_slot=True)\nclass B:\n    x: int\n",
    "fields(3)",
    "asdict(P)",
    "astuple(3)",
    "replace(3)",
    "@dataclass\nclass B:\n    x: int\n    _: KW_ONLY\n    y: int\n    _2: KW_ONLY\n",
    "make_dataclass('X', ['a', 'a'])",
    "make_dataclass('X', ['a b'])",
    "make_dataclass('X', ['class'])",
    "make_dataclass('X', [('a', int, 3, 4)])",
]:
    try:
        exec(src, globals())
        print('ok')
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

@dataclass
class K:
    a: int
    _: KW_ONLY
    b: int = 2
    c: int = field(default=3, kw_only=False)
print(K(1, 5, b=3), K.__doc__, K.__match_args__)

@dataclass
class I:
    a: int
    scale: InitVar[int] = 2
    total: int = field(init=False)
    def __post_init__(self, scale):
        self.total = self.a * scale
i = I(3)
print(i, I(3, 10), [(f.name, f.init, f._field_type) for f in fields(I)], repr(InitVar[int]), I.__doc__)
try: replace(i)
except ValueError as e: print(e)
print(replace(i, scale=4))

@dataclass(slots=True)
class S:
    x: int
    y: int = 1
s = S(1)
print(s, S.__slots__, hasattr(s, '__dict__'))
try: s.z = 1
except AttributeError as e: print(type(e).__name__, e)

@dataclass
class Node:
    v: int
    children: list = field(default_factory=list)
n = Node(1); n.children.append(n)
print(n)

X = make_dataclass('X', ['a', ('b', int), ('c', int, field(default=5))], namespace={'m': lambda self: self.a})
print(X(1, 2), X(1, 2).m(), X.__module__, X.__doc__)

@dataclass(eq=False)
class NE:
    x: int
print(NE(1) == NE(1), NE.__hash__ is object.__hash__)

@dataclass(unsafe_hash=True)
class UH:
    x: int
    y: int = field(hash=False)
print(hash(UH(1, 2)) == hash((1,)))

@dataclass
class Ann:
    x: 'int'
    y: 'ClassVar[int]' = 3
    z: 'dataclasses.InitVar[int]' = 1
print([(f.name, f.type, f._field_type) for f in fields(Ann)], Ann.__doc__)
print(repr(field(default=1))[:40], field(default=1).metadata, field(metadata={'a': 1}).metadata['a'])
print(P.__dataclass_params__)

@dataclass
class Base:
    x: int = 1
@dataclass
class Der(Base):
    y: int = 2
    x: int = 3
print(Der(), Der.__doc__)
match Der(5, 6):
    case Der(a, b): print('match', a, b)
