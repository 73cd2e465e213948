class P:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y


p = P(1, 2)
print(p.x, p.y, P.__slots__)
try:
    p.z = 3
except AttributeError as e:
    print("AttributeError:", e)
del p.x
try:
    p.x
except AttributeError as e:
    print("AttributeError:", e)
p.x = 10
print(p.x, hasattr(p, "__dict__"))


class P3(P):
    __slots__ = ("z",)


q = P3(1, 2)
q.z = 3
print(q.x, q.y, q.z, hasattr(q, "__dict__"))


class Loose(P):
    pass


l = Loose(1, 2)
l.anything = "ok"
print(l.anything, vars(l))


class Single:
    __slots__ = "only"


s = Single()
s.only = 1
print(s.only, Single.__slots__)


class WithDefault:
    __slots__ = ("a",)
    b = "class attr"


w = WithDefault()
print(w.b)
try:
    w.b = 2
except AttributeError as e:
    print("AttributeError:", e)
