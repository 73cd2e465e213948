# Red team 2 (issue 10), program 141_match_hooks.
# attacks: pattern matching calling sandbox code: mapping patterns (get/__getitem__/keys mutating), class patterns (__match_args__ property, __getattr__), sequence __len__/__getitem__
class M(dict):
    def get(self, k, d=None):
        self.clear(); return dict.get(self, k, d)
    def __getitem__(self, k):
        self.clear(); return 1
m = M(a=1, b=2)
match m:
    case {"a": 1, "b": 2, **rest}: print("matched", rest)
    case _: print("no", m)
class P:
    @property
    def __match_args__(self): raise KeyError("ma")
class Q:
    __match_args__ = ("x", "y")
    def __getattr__(self, n):
        if n == "y": Q.__match_args__ = ("y", "y", "y")
        return n
try:
    match Q():
        case Q(a, b): print("Q", a, b)
except Exception as e: print(type(e).__name__, e)
try:
    match P():
        case P(1): print("P")
except Exception as e: print(type(e).__name__, e)
class R:
    __match_args__ = ("x",) * 300
    x = 1
try:
    match R():
        case R(1, 1): print("R ok")
except TypeError as e: print("TE", e)
class Seq(list):
    def __len__(self): return 10**6
    def __getitem__(self, i): return i
match Seq([1, 2]):
    case [a, b]: print("two", a, b)
    case [a, *rest]: print("star", a, len(rest))
    case _: print("none")
class Q2:
    __match_args__ = ("x", "x")
    x = 1
try:
    match Q2():
        case Q2(a, b): print("dup", a, b)
except TypeError as e: print("TE", e)
try:
    match 5:
        case int(1, 2): print("bad")
except TypeError as e: print("TE", e)
