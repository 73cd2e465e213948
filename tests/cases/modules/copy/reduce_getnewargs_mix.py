# copy/deepcopy of dict and list subclasses with attributes, __getnewargs__, slots plus
# __dict__, __copy__, exceptions; copying a module is refused as in CPython.
import copy
class D(dict):
    def __init__(self, *a, **k):
        super().__init__(*a, **k)
        self.meta = "m"
class L(list):
    pass
class Red:
    def __init__(self, a, b):
        self.a, self.b = a, b
    def __reduce__(self):
        return (Red, (self.a, self.b))
    def __repr__(self):
        return f"Red({self.a}, {self.b})"
class NewArgs:
    def __new__(cls, x):
        o = super().__new__(cls)
        o.x = x
        return o
    def __getnewargs__(self):
        return (self.x,)
class Both:
    __slots__ = ("s", "__dict__")
    def __init__(self):
        self.s = [1]
        self.d = [2]
d = D(a=[1])
d2 = copy.deepcopy(d)
print(type(d2).__name__, d2, d2.meta, d2["a"] is d["a"])
l = L([[1], 2]); l.tag = "t"
l2 = copy.copy(l); l3 = copy.deepcopy(l)
print(type(l2).__name__, l2, l2.tag, l2[0] is l[0], l3[0] is l[0], l3.tag)
r = Red([1], 2)
r2 = copy.deepcopy(r)
print(r2, r2.a is r.a)
n = copy.deepcopy(NewArgs([5]))
print(n.x)
b = copy.deepcopy(Both())
print(b.s, b.d)
import math
print(copy.deepcopy(math.pi), copy.deepcopy(range(3)), copy.deepcopy({1, 2}), copy.deepcopy(frozenset({(1,)})))
class WithCopy:
    def __init__(self):
        self.items = [1, 2]
    def __copy__(self):
        c = WithCopy.__new__(WithCopy)
        c.items = self.items[:]
        return c
w = copy.copy(WithCopy())
print(w.items)
print(copy.deepcopy([1, (2, [3])]), copy.deepcopy(b"x"), copy.deepcopy(bytearray(b"y")), copy.deepcopy(3 + 4j))
class E(Exception):
    pass
e = copy.deepcopy(E("boom", 1))
print(repr(e), e.args)
import string
t = copy.deepcopy(string.Template("$x"))
print(t.substitute(x=1))
try:
    copy.copy(math)
except TypeError as exc:
    print("TypeError:", exc)
class E2(Exception):
    def __init__(self, code, msg="x"):
        super().__init__(code, msg)
        self.code = code
e2 = copy.deepcopy(E2(404, [1]))
print(repr(e2), e2.code, e2.args)
