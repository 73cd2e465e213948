# enum: Enum/IntEnum/StrEnum/Flag/IntFlag members, reprs, str/format, lookups and their
# errors, aliases, unique, auto, _missing_, _generate_next_value_, the functional API.
from enum import Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique
def t(f):
    try: print(repr(f()))
    except Exception as e: print(type(e).__name__, e)
class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1
print(Color.RED, repr(Color.RED), Color.CRIMSON is Color.RED, list(Color), len(Color), Color.__members__)
t(lambda: Color(4)); t(lambda: Color['X']); t(lambda: Color.RED in Color)
t(lambda: setattr(Color, 'RED', 5)); t(lambda: delattr(Color, 'RED'))
class I(IntEnum):
    A = 1
    B = 2
print(I.A, repr(I.A), I.A + 1, f"{I.A}", format(I.A, '03d'), str(I.A), I.A == 1)
class S(StrEnum):
    X = auto()
    Y = 'yy'
print(S.X, repr(S.X), S.Y.upper(), f"{S.Y}")
class P(Flag):
    R = auto()
    W = auto()
    X = auto()
print(P.R | P.W, repr(P.R | P.W), ~P.R, repr(~P.R), list(P.R | P.X), P(0), repr(P(0)), len(P.R|P.W), bool(P(0)))
class IF(IntFlag):
    A = 1
    B = 2
print(IF.A | IF.B, repr(IF.A | IF.B), IF(7), repr(IF(7)), IF.A | 8, repr(~IF.A))
t(lambda: P(8))
print(f"{Color.RED}", format(Color.RED), "%s" % Color.RED, Color.RED.name, Color.RED.value, hash(Color.RED) == hash('RED'))
@unique
class U(Enum):
    A = 1
t(lambda: unique(Color))
class A(Enum):
    def _generate_next_value_(name, start, count, last_values): return name
    a = auto()
    b = auto()
print(list(A))
try:
    class A2(Enum):
        a = auto()
        def _generate_next_value_(name, start, count, last_values): return name
except TypeError as e: print('TypeError', e)
class M(Enum):
    X = 1
    @classmethod
    def _missing_(cls, value): return cls.X
print(M(99))
E = Enum('E', 'A B C')
print(list(E), E.A.value, repr(E))
print(Color, repr(Color), type(Color))
