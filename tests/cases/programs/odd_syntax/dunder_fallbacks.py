class Vec:
    def __init__(self, x): self.x = x
    def __eq__(self, o): return NotImplemented
    def __lt__(self, o): return NotImplemented
a, b = Vec(1), Vec(1)
print(a == b, a != b, a == a)
try:
    a < b
except TypeError as e:
    print(e)
class R:
    def __radd__(self, o): return "radd"
    def __rmul__(self, o): return "rmul"
    def __rsub__(self, o): return "rsub"
print(1 + R(), [1] * R(), 1 - R(), "s" + R())
class Sub(int):
    def __radd__(self, o): return "sub radd wins"
print(1 + Sub(2))
class Ix:
    def __index__(self): return 2
print([10, 20, 30][Ix()], "abc"[Ix():], bin(Ix()), range(Ix()), hex(Ix()))
class B:
    def __bool__(self): return 0
try:
    bool(B())
except TypeError as e:
    print(e)
class L:
    def __len__(self): return -1
try:
    len(L())
except ValueError as e:
    print(e)
class S:
    def __str__(self): return 5
try:
    str(S())
except TypeError as e:
    print(e)
