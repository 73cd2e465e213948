class Point:
    __match_args__ = ("x", "y")
    def __init__(self, x, y): self.x, self.y = x, y
class Line:
    __match_args__ = ("a", "b")
    def __init__(self, a, b): self.a, self.b = a, b
RED = "red"
class Colors:
    RED = "r"; GREEN = "g"
def describe(obj):
    match obj:
        case Line(Point(0, 0), Point(x=0, y=y)) if y > 0:
            return f"vertical from origin up to {y}"
        case Line(Point(x1, y1) as p, Point(x2, y2)) if (x1, y1) == (x2, y2):
            return f"degenerate at {p.x},{p.y}"
        case Line(a=Point(), b=b):
            return f"line to {b.x}"
        case {"type": "circle", "r": int() | float() as r, **extra}:
            return f"circle r={r} extra={sorted(extra)}"
        case {"type": ("sq" | "square") as t, "side": s}:
            return f"{t} {s}"
        case [Point(x=0) | Point(y=0), *others] if len(others) < 2:
            return f"axis point then {len(others)}"
        case [[1, *_], [*_, 2], ()]:
            return "nested seqs"
        case (1 | 2 | 3) as small:
            return f"small {small}"
        case Colors.RED | Colors.GREEN:
            return "color const"
        case str(s) if s.startswith("x"):
            return "x-string"
        case str() | bytes():
            return "stringish"
        case {"k": {"inner": [_, (_, z)]}}:
            return f"deep {z}"
        case None | True | False as lit:
            return f"singleton {lit}"
        case -3 | 1.5 | -2j:
            return "numeric literal"
        case [*all_items] if not all_items:
            return "empty seq"
        case _:
            return "other"
tests = [Line(Point(0, 0), Point(0, 5)), Line(Point(1, 1), Point(1, 1)), Line(Point(1, 2), Point(3, 4)),
         {"type": "circle", "r": 2.5, "z": 1, "a": 0}, {"type": "sq", "side": 3}, {"type": "square", "side": 4},
         [Point(0, 9)], [Point(3, 0), 1], [Point(1, 1)], [[1, 9], [8, 2], ()], 2, "r", "xray", "other", b"b",
         {"k": {"inner": [0, (1, 2)]}}, None, False, -3, 1.5, -2j, [], (), 7.7, {"type": "tri"}, True]
for t in tests:
    print(describe(t))
match 1, 2:
    case a, b: print("tuple subject", a, b)
match [1, [2, [3, [4]]]]:
    case [_, [_, [_, [x]]]]: print("deep", x)
match {"a": 1, "b": 2}:
    case {"a": 1, **rest}: print("rest", rest)
match "abc":
    case [*chars]: print("str not seq", chars)
    case _: print("str is not a sequence pattern")
match range(3):
    case [0, *r]: print("range seq", r)
