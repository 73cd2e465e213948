# enum in everyday code: dict keys, sorting, match, copy, class methods and properties on
# members, a custom __new__ with extra attributes, StrEnum comparisons, IntEnum arithmetic.
import copy
from enum import Enum, IntEnum, StrEnum, auto, unique
class Status(Enum):
    ACTIVE = 'active'
    INACTIVE = 'inactive'
    @property
    def label(self): return self.value.title()
    @classmethod
    def parse(cls, s): return cls(s.lower())
    def describe(self): return f'{self.name}={self.value}'
counts = {Status.ACTIVE: 3, Status.INACTIVE: 1}
print(counts, Status.parse('ACTIVE'), Status.ACTIVE.label, Status.INACTIVE.describe())
print(sorted(Status, key=lambda s: s.value, reverse=True))
print(copy.copy(Status.ACTIVE) is Status.ACTIVE, copy.deepcopy([Status.ACTIVE])[0] is Status.ACTIVE)
def kind(s):
    match s:
        case Status.ACTIVE: return 'on'
        case Status.INACTIVE: return 'off'
print(kind(Status.ACTIVE), kind(Status.INACTIVE))
class Planet(Enum):
    EARTH = (5.976e+24, 6.37814e6)
    MARS = (6.421e+23, 3.3972e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
    @property
    def surface_gravity(self):
        return 6.673e-11 * self.mass / (self.radius * self.radius)
print(round(Planet.EARTH.surface_gravity, 2), Planet.MARS.value)
class Coord(bytes, Enum):
    def __new__(cls, value, label):
        obj = bytes.__new__(cls, [value])
        obj._value_ = value
        obj.label = label
        return obj
    PX = (0, 'P.X')
    PY = (1, 'P.Y')
print(Coord.PY.label, Coord(1), Coord.PX.value)
class Shape(IntEnum):
    CIRCLE = 1
    SQUARE = 2
print(Shape.SQUARE * 3, sorted([Shape.SQUARE, Shape.CIRCLE]), Shape(2), [1, 2, 3][Shape.CIRCLE], Shape.CIRCLE < Shape.SQUARE)
class Dir(StrEnum):
    N = auto()
    S = auto()
print(Dir.N == 'n', Dir.N + '!', Dir('s'), '-'.join(Dir), isinstance(Dir.N, str), Dir.S.value)
print(isinstance(Status.ACTIVE, Enum), issubclass(Shape, int), Status['INACTIVE'].value, Status.ACTIVE in Status)
class Weekday(Enum):
    MON = 1
    TUE = 2
    @classmethod
    def from_str(cls, s): return cls[s.upper()]
print(Weekday.from_str('tue'), len(Weekday), list(reversed(Weekday)), Weekday.MON.__class__.__name__)
try:
    Status.ACTIVE = 3
except AttributeError as e: print('AttributeError', e)
try:
    Status.ACTIVE.value = 3
except AttributeError as e: print('AttributeError', e)
Status.extra = 5
print(Status.extra)
