class Point:
    __match_args__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y


class Circle:
    __match_args__ = ("centre", "r")

    def __init__(self, centre, r):
        self.centre = centre
        self.r = r


ORIGIN = 0


class Color:
    RED = "red"
    GREEN = "green"


def describe(subject):
    match subject:
        case None:
            return "none"
        case True | False as b:
            return f"bool {b}"
        case 0 | 0.0:
            return "zero"
        case int(n) if n < 0:
            return f"negative int {n}"
        case int() | float() as num:
            return f"number {num}"
        case "":
            return "empty string"
        case str() as s if s.startswith("#"):
            return f"comment {s[1:]!r}"
        case Color.RED:
            return "the colour red"
        case str(s):
            return f"string {s}"
        case []:
            return "empty list"
        case [x]:
            return f"singleton {x}"
        case [x, y, *rest] if not rest:
            return f"pair {x},{y}"
        case [first, *_, last]:
            return f"seq {first}..{last}"
        case {"type": "user", "name": str(name), **rest}:
            return f"user {name} extra={sorted(rest)}"
        case {"type": kind}:
            return f"typed {kind}"
        case Point(x=0, y=0):
            return "origin point"
        case Point(0, y):
            return f"on y axis at {y}"
        case Point(x, y) if x == y:
            return f"diagonal {x}"
        case Circle(Point(x, y), r=1):
            return f"unit circle at {x},{y}"
        case Circle(_, r):
            return f"circle r={r}"
        case (1, 2) | (2, 1):
            return "one-two"
        case _:
            return f"other {type(subject).__name__}"


tests = [None, True, 0, -5, 7, 2.5, "", "#note", "red", "blue", [], [1], [1, 2], (1, 2, 3, 4),
         {"type": "user", "name": "ann", "age": 3}, {"type": "x"}, {"name": "no type"},
         Point(0, 0), Point(0, 5), Point(3, 3), Point(1, 2), Circle(Point(1, 1), 1),
         Circle(Point(0, 0), 9), (2, 1), {1, 2}, b"bytes", "ab"]
for t in tests:
    print(describe(t))


def command(cmd):
    match cmd.split():
        case ["go", ("north" | "south" | "east" | "west") as d]:
            return f"going {d}"
        case ["take", *items] if items:
            return "taking " + ", ".join(items)
        case ["quit" | "exit"]:
            return "bye"
        case [verb, *_]:
            return f"unknown verb {verb}"
        case []:
            return "say something"


for c in ["go north", "go up", "take lamp key", "take", "exit", "dance wildly", ""]:
    print(repr(c), "->", command(c))
match 42:
    case x:
        print("capture", x)
match {"a": 1, "b": 2}:
    case {"a": 1, **rest}:
        print("rest", rest)
match [1, [2, [3, 4]]]:
    case [a, [b, [c, d]]]:
        print(a + b + c + d)
