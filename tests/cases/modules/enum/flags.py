# enum.Flag and IntFlag: combination, membership, iteration, negation, pseudo-members,
# boundaries (STRICT refuses, KEEP keeps unknown bits), aliases of several bits.
from enum import Flag, IntFlag, auto, STRICT, CONFORM, EJECT, KEEP, FlagBoundary
def t(f):
    try: print(repr(f()))
    except Exception as e: print(type(e).__name__, e)
class Perm(Flag):
    R = 4
    W = 2
    X = 1
    RWX = 7
print(list(Perm), Perm.RWX, repr(Perm.R | Perm.W), Perm.R in Perm.RWX, Perm.X in (Perm.R | Perm.W))
print(repr(~Perm.R), repr(~Perm.RWX), repr(Perm(0)), bool(Perm(0)), bool(Perm.R), len(Perm.RWX))
print(repr(Perm.R & Perm.W), repr(Perm.R ^ Perm.RWX), list(Perm.R | Perm.X), Perm.__members__.keys())
t(lambda: Perm(8)); t(lambda: Perm(-1)); t(lambda: 1 in Perm.R); t(lambda: Perm.R | 1)
class C(Flag, boundary=CONFORM):
    A = 1
    B = 2
print(repr(C(7)), repr(C(4)))
class E(Flag, boundary=EJECT):
    A = 1
print(E(1), E(3), type(E(3)).__name__)
class K(IntFlag):
    A = 1
    B = 2
print(repr(K(5)), K(5), K.A | 4, repr(K.A | 4), repr(~K.A), repr(K(-1)), K.A + 1, K.A == 1, isinstance(K.A, int))
print(repr(K.A & 3), 3 | K.B, repr(3 | K.B), format(K.B, '04b'), f"{K.A|K.B}")
class Color(Flag):
    RED = auto()
    GREEN = auto()
    BLUE = auto()
    WHITE = RED | GREEN | BLUE
print(Color.RED.value, Color.BLUE.value, Color.WHITE, repr(Color.RED | Color.GREEN | Color.BLUE), list(Color.WHITE))
print(list(FlagBoundary), STRICT, repr(KEEP), str(CONFORM), EJECT == 'eject')
for m in Color: print(m.name, m.value)
print(Color(3).name, Color(0).name, Color(0).value, [m.name for m in Color(5)])
