from collections import namedtuple
import copy

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

Point = namedtuple('Point', ['x', 'y'])
p = Point(x=1, y=2)
print(p, Point(3, y=4), Point(*[5, 6]), Point(**{'x': 7, 'y': 8}))
t(lambda: Point(1, 2, 3))
t(lambda: Point(1, z=2))
t(lambda: Point(1, x=2))
print(p._fields, Point._fields, p.__match_args__ if hasattr(p, '__match_args__') else None)
print(Point.__name__, Point.__qualname__, Point.__doc__, Point.x, type(Point.x).__name__)
print(Point.__new__.__doc__, Point._make.__doc__, Point._replace.__doc__)
print(p + (3,), p * 2, p[::-1], p.count(1), p.index(2), sorted([Point(2, 1), Point(1, 2)]))
print(p == Point(1, 2), p < Point(1, 3), {p: 'v'}[(1, 2)])
print(copy.copy(p), copy.deepcopy(p), type(copy.copy(p)).__name__)
t(lambda: setattr(p, 'z', 1))
t(lambda: p.__dict__)
t(lambda: Point.x.__get__(5))
t(lambda: delattr(p, 'x'))
E = namedtuple('E', '')
print(E(), E._fields, len(E()))
S = namedtuple('S', 'a')
print(S(1), S.__doc__, S._make([9]))
W = namedtuple('W', 'a, b  c,d')
print(W._fields)
R = namedtuple('R', ['abc', 'def', 'ghi', 'abc', '_1', '2x'], rename=True)
print(R._fields)
D = namedtuple('D', 'a b c', defaults=(10, 20))
print(D(1), D(1, 2), D(1, 2, 3), D._field_defaults, D.__new__.__defaults__)
D0 = namedtuple('D0', 'a b', defaults=[])
print(D0._field_defaults)
t(lambda: D())
t(lambda: namedtuple('X', 'a b', defaults=5))
t(lambda: namedtuple('X', 'a', defaults=(1, 2)))
t(lambda: namedtuple('class', 'a'))
t(lambda: namedtuple('X', 'a-b'))
t(lambda: namedtuple('X', 'a a'))
t(lambda: namedtuple('X', '_a'))
t(lambda: namedtuple('X', ['a', 3]))
t(lambda: namedtuple(3, 'a'))
t(lambda: namedtuple('X', 'a', bogus=1))
print(namedtuple('M', 'a', module='pkg.mod').__module__, Point.__module__)

class Point3(namedtuple('Point3', 'x y z')):
    __slots__ = ()
    @property
    def norm(self):
        return (self.x ** 2 + self.y ** 2 + self.z ** 2) ** 0.5
    def __str__(self):
        return 'P3(%g, %g, %g)' % self
p3 = Point3(1, 2, 2)
print(p3, repr(p3), p3.norm, p3._replace(z=0), Point3._make(range(3)), p3._asdict())
print(Point3.__mro__[1].__name__, isinstance(p3, tuple))

match p:
    case Point(x, y):
        print('matched', x, y)
Node = namedtuple('Node', 'val next')
n = Node(1, Node(2, None))
print(n, n.next.val)
Big = namedtuple('Big', ['f%d' % i for i in range(30)])
print(Big(*range(30)).f29, len(Big._fields))
