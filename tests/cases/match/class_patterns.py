class Point:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y

class Point3(Point):
    __match_args__ = ("x", "y", "z")
    def __init__(self, x, y, z):
        super().__init__(x, y)
        self.z = z

def where(p):
    match p:
        case Point3(0, 0, 0):
            return "origin3"
        case Point(0, 0):
            return "origin"
        case Point(0, y):
            return f"on y axis at {y}"
        case Point(x, 0):
            return f"on x axis at {x}"
        case Point(x=x, y=y) if x == y:
            return f"diagonal {x}"
        case Point3(x, y, z=zz):
            return f"3d {x} {y} {zz}"
        case Point():
            return "somewhere"
        case _:
            return "not a point"

for p in [Point(0, 0), Point(0, 5), Point(3, 0), Point(2, 2), Point(1, 2),
          Point3(0, 0, 0), Point3(1, 2, 3), Point3(4, 4, 0), 5]:
    print(where(p))

for v in [5, 5.0, "s", True, [1], (2,), {3: 4}, bytes([98]), None]:
    match v:
        case bool(b):
            print("bool", b)
        case int(i):
            print("int", i)
        case float(x):
            print("float", x)
        case str(s):
            print("str", s)
        case list([a]):
            print("list", a)
        case tuple((a,)):
            print("tuple", a)
        case dict({3: val}):
            print("dict", val)
        case bytes(bb):
            print("bytes", bb)
        case _:
            print("none of them", v)

class Attr:
    a = 1
match Attr():
    case Attr(a=1, b=2):
        print("wrong")
    case Attr(a=1):
        print("missing attribute means no match")
