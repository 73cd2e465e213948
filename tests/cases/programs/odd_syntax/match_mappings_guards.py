def route(req):
    match req:
        case {"method": "GET", "path": "/"}: return "index"
        case {"method": "GET", "path": str(p)} if p.startswith("/api/"):
            match p.split("/")[2:]:
                case ["users"]: return "list users"
                case ["users", uid] if uid.isdigit(): return f"user {int(uid)}"
                case ["users", uid, *rest]: return f"user {uid} sub {rest}"
                case _: return "api 404"
        case {"method": "POST" | "PUT" as m, "body": {"name": str(name), **others}}:
            return f"{m} {name} +{sorted(others)}"
        case {"method": m} if m not in ("GET", "POST"): return f"unsupported {m}"
        case {}: return "bad request"
        case _: return "not a dict"
for r in [{"method": "GET", "path": "/"}, {"method": "GET", "path": "/api/users"}, {"method": "GET", "path": "/api/users/42"},
          {"method": "GET", "path": "/api/users/x/y/z"}, {"method": "GET", "path": "/api/zz"}, {"method": "POST", "body": {"name": "n", "a": 1}},
          {"method": "PUT", "body": {"name": "m"}}, {"method": "DELETE"}, {"x": 1}, [], {"method": "POST", "body": {"name": 5}}]:
    print(route(r))
class KeyedDict(dict):
    def __missing__(self, k): return "missing"
match KeyedDict(a=1):
    case {"b": _}: print("never: match does not use __missing__")
    case {"a": 1}: print("dict subclass mapping")
match {1: "int key", -2: "neg key", None: "none key", "s": 0, 1.5: "f"}:
    case {1: a, -2: b, None: c, 1.5: d}: print(a, b, c, d)
match {"x": 1, "y": 2}:
    case {"x": 1, **rest} if rest: print("rest", rest)
match {}:
    case {**rest}: print("empty rest", rest)
def dup(v):
    match v:
        case [x, y] if x == y: return "same"
        case [x, y]: return "diff"
        case (x, y, z) | [x, y, z, _] if x: return f"3-or-4 {x}"
        case _: return "?"
print([dup(v) for v in ([1, 1], (1, 2), (1, 2, 3), [1, 2, 3, 4], [0, 2, 3], "ab")])
