def f(x):
    match x:
        case {"type": "point", "x": x0, "y": y0}:
            return f"point {x0},{y0}"
        case {"type": "circle", "r": r, **rest}:
            return f"circle {r} rest={rest}"
        case {}:
            return "some mapping"
        case _:
            return "other"

for v in [{"type": "point", "x": 1, "y": 2, "z": 3}, {"type": "circle", "r": 5},
          {"type": "circle", "r": 5, "c": "red", "d": 1}, {"type": "square"}, {}, [],
          "type", [("type", "point")]]:
    print(v, f(v))

class D(dict):
    def get(self, key, default=None):
        print("get", key)
        return dict.get(self, key, default)

match D(a=1, b=2):
    case {"a": 1, "b": bb, **kw}:
        print("D matched", bb, kw)

class Missing(dict):
    def __missing__(self, key):
        print("missing called", key)
        return 0
match Missing(a=1):
    case {"b": _}:
        print("wrong")
    case {"a": v}:
        print("a is", v)
KEY = "k"
class K:
    key = "k"
match {"k": 9}:
    case {K.key: val}:
        print("dotted key", val)
