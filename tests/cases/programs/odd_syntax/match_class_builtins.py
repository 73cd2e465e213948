def kind(v):
    match v:
        case bool(b): return f"bool {b}"
        case int(i) if i < 0: return f"neg int {i}"
        case int(0) | float(0.0): return "zero"
        case int(i): return f"int {i}"
        case float(f): return f"float {f}"
        case str("") : return "empty str"
        case str(s): return f"str {s!r}"
        case bytes(b) | bytearray(b): return f"binary {bytes(b)!r}"
        case list([x]): return f"singleton list {x}"
        case tuple((a, b)): return f"pair {a} {b}"
        case dict({"k": val}): return f"dict k={val}"
        case set() | frozenset(): return f"set of {len(v)}"
        case list(): return f"list len {len(v)}"
        case _: return f"other {type(v).__name__}"
for v in [True, -3, 0, 0.0, 5, 2.5, "", "hi", b"x", bytearray(b"y"), [7], (1, 2), {"k": 3}, {1}, frozenset(), [1, 2], None, 1j]:
    print(kind(v))
class P:
    __match_args__ = ("a", "b")
    def __init__(self, a, b=None): self.a, self.b = a, b
class Q(P): pass
match Q(1, 2):
    case P(1, b=2): print("subclass matched via base positional")
match P(1):
    case P(a=1, b=None): print("keyword None")
try:
    match P(1, 2):
        case P(1, 2, 3): print("never")
except TypeError as e: print(e)
class NoArgs: pass
try:
    match NoArgs():
        case NoArgs(1): pass
except TypeError as e: print(e)
match NoArgs():
    case NoArgs(): print("no-arg class pattern")
match 5:
    case int(real=5, imag=0): print("int attrs")
match "abc":
    case str(upper=u) if callable(u): print("method attr", u())
match {"a": 1, "b": [1, {"c": (2, 3)}]}:
    case {"b": [_, {"c": (x, *rest)}]}: print("deep mapping", x, rest)
match [1, 2, 3, 4, 5]:
    case [first, *_, last] if first < last: print("ends", first, last)
match (1, "a"):
    case (int() as n, str() as s): print("typed tuple", n, s)
