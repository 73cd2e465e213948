class MySeq:
    def __len__(self): return 2
    def __getitem__(self, i): return [1, 2][i]
match MySeq():
    case [a, b]: print("custom seq matched", a, b)
    case _: print("custom seq is not a Sequence for match")
class MyMap:
    def keys(self): return ["a"]
    def __getitem__(self, k): return 1
    def get(self, k, d=None): return 1
match MyMap():
    case {"a": v}: print("custom map matched", v)
    case _: print("custom map is not a Mapping for match")
class P:
    @property
    def __match_args__(self): return ("x",)
    x = 5
try:
    match P():
        case P(v): print("property match_args", v)
except TypeError as e: print(e)
class Q:
    __match_args__ = ["x"]
    x = 1
try:
    match Q():
        case Q(v): print("list match_args", v)
except TypeError as e: print(e)
class R:
    __match_args__ = ("missing",)
match R():
    case R(v): print("never")
    case _: print("missing attr -> no match")
match 5:
    case int(x) if x > 3 if False else True: print("guard with conditional expr", x)
match [1, 2, 3]:
    case [1, *rest] if (n := len(rest)) == 2: print("walrus in guard", n, rest)
match (1, 2):
    case [1, 2]: print("list pattern matches tuple")
match [1, 2]:
    case (1, 2): print("tuple pattern matches list")
match "":
    case "": print("empty str literal")
match b"ab":
    case b"ab": print("bytes literal")
match 1.0:
    case 1: print("1.0 matches literal 1")
match True:
    case 1: print("True matches 1")
match 1:
    case True: print("never: 1 is not True")
    case _: print("1 does not match True (identity)")
match -0.0:
    case 0: print("-0.0 matches 0")
match 2+0j:
    case 2: print("complex equal to 2")
match None:
    case None: print("None by identity")
x = 3
match 3:
    case x_capture: print("capture pattern binds", x_capture)
match {"k": None}:
    case {"k": None}: print("None value in mapping")
match {"k": 1}:
    case {"k": _, **rest}: print("rest empty", rest)
match [[1, 2], [3]]:
    case [[*a], [*b]]: print(a, b)
match "hello":
    case str() as s if len(s) > 3: print("as + guard", s)
import math
match math.pi:
    case math.pi: print("dotted constant")
match (1, [2, {"a": (3,)}]):
    case (1, [2, {"a": (three,)}]): print("deep", three)
