# enum details: extending, reused keys, reserved _sunder_ names, mixins, tuple values
# with __init__, member/nonmember, members named name/value, _order_.
from enum import Enum, IntEnum, Flag, auto, member, nonmember
def t(f):
    try: print(repr(f()))
    except Exception as e: print(type(e).__name__, e)
class Color(Enum):
    RED = 1
try:
    class X(Color): pass
except Exception as e: print(type(e).__name__, e)
try:
    class Y(Enum):
        A = 1
        A = 2
except Exception as e: print(type(e).__name__, e)
try:
    class Z(Enum):
        _bad_ = 1
except Exception as e: print(type(e).__name__, e)
class W(int, Enum):
    A = 1
print(W.A, repr(W.A), format(W.A), f"{W.A:>5}", W.A + 1)
print(format(Color.RED, '>10'), '|')
t(lambda: Color(1, 2))
class Mi(Enum):
    A = 1
    @classmethod
    def _missing_(cls, v): return 5
t(lambda: Mi(3))
class Pl(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
print(Pl.MERCURY.mass, Pl.MERCURY.value, repr(Pl.MERCURY))
class N(Enum):
    A = 1
    B = nonmember(2)
    C = member(lambda: 3)
    def f(self): return 'f'
print(list(N)[:1], N.B, N.A.f(), N.C.value())
print(Color.RED.__class__, type(Color.RED), isinstance(Color.RED, Color), Color.RED == 1, Color.RED < Color.RED if False else 0)
t(lambda: Color.RED < Color.RED)
print(Color._member_names_, Color._value2member_map_, Color._member_map_)
print(hasattr(Color, 'name'), Color.RED.name)
t(lambda: Color.name)
class L(Enum):
    name = 1
    value = 2
print(L.name, L.value, L.name.name, L.value.value)
print(Enum('Animal', 'ANT BEE').ANT.value, Enum('A2', ['X', 'Y']).Y.value, Enum('A3', [('X', 5)]).X.value, Enum('A4', {'Q': 9}).Q.value, Enum('A5', 'a,b').b)
print(IntEnum('IE', 'A B').B + 0)
print(bool(Color.RED), Color.RED.__reduce_ex__(2) if False else '')
print(Color.__members__.__class__)
class Ordered(Enum):
    B = 2
    A = 1
    _order_ = 'B A'
print(list(Ordered))
t(lambda: Color(Color.RED))
