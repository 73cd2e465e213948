# enum.verify with UNIQUE, CONTINUOUS and NAMED_FLAGS (each failure's message), EnumCheck,
# global_enum's reprs, strs and exported names, show_flag_values, the pickle helpers.
import enum
from enum import Enum, Flag, IntEnum, IntFlag, StrEnum, verify, UNIQUE, CONTINUOUS, NAMED_FLAGS

print(repr(enum.UNIQUE), str(enum.CONTINUOUS), list(enum.EnumCheck), enum.EnumCheck.__module__)


def attempt(make):
    try:
        cls = make()
        print("ok", cls.__name__, list(cls))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)


def unique_bad():
    @verify(UNIQUE)
    class Color(Enum):
        RED = 1
        CRIMSON = 1
        GREEN = 2
        LIME = 2
    return Color


def continuous_bad():
    @verify(CONTINUOUS)
    class Num(IntEnum):
        ONE = 1
        TWO = 2
        FIVE = 5
        NINE = 9
    return Num


def continuous_flag_bad():
    @verify(CONTINUOUS)
    class Perm(Flag):
        A = 1
        D = 8
        G = 64
    return Perm


def continuous_long():
    @verify(CONTINUOUS)
    class Wide(Enum):
        LOW = 0
        HIGH = 500
    return Wide


def named_bad():
    @verify(NAMED_FLAGS)
    class Bits(Flag):
        A = 1
        B = 2
        AB = 3
        ABC = 7
        AD = 9
    return Bits


def named_one():
    @verify(NAMED_FLAGS)
    class Bits(Flag):
        A = 1
        AC = 5
    return Bits


def good():
    @verify(UNIQUE, CONTINUOUS, NAMED_FLAGS)
    class Good(IntFlag):
        A = 1
        B = 2
        C = 4
        AB = 3
    return Good


def not_enum():
    @verify(UNIQUE)
    class Plain:
        pass
    return Plain


for make in (unique_bad, continuous_bad, continuous_flag_bad, continuous_long, named_bad,
             named_one, good, not_enum):
    attempt(make)


@enum.global_enum
class Mode(Enum):
    READ = 1
    WRITE = 2


@enum.global_enum
class Perm(IntFlag):
    R = 4
    W = 2
    X = 1


@enum.global_enum
class Opt(Flag):
    A = 1
    B = 2


@enum.global_enum
class Kind(StrEnum):
    X = "x"


print(repr(Mode.READ), str(Mode.WRITE), READ is Mode.READ, WRITE.value)
print(repr(Perm.R), repr(Perm.R | Perm.W), repr(Perm(0)), repr(Perm(8 | 1)), str(Perm.R | Perm.X))
print(repr(Opt(0)), str(Opt.A | Opt.B), str(Opt(0)))
try:
    repr(Opt.A)  # CPython's global_flag_repr does int arithmetic on the member
except TypeError as e:
    print(type(e).__name__, e)
print(repr(Kind.X), str(Kind.X), format(Kind.X), X)
print(enum.show_flag_values(0), enum.show_flag_values(13), enum.show_flag_values(2 ** 70 + 6))
print(enum.pickle_by_global_name(Mode.READ, 2), enum.pickle_by_enum_name(Mode.READ, 2)[1])
print(enum.global_str(Mode.READ), enum.global_enum_repr(Mode.WRITE))
