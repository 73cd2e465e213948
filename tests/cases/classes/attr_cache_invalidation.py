# Class attributes read many times and then changed: every later read sees the change
# (the interpreter may cache type lookups; CPython does too).
class Base:
    x = 1
    def m(self):
        return "Base.m"

class Mid(Base):
    pass

class Leaf(Mid):
    pass

obj = Leaf()
seen = []
for step in range(6):
    seen.append((obj.x, obj.m(), getattr(obj, "y", None), hasattr(Leaf, "z")))
    if step == 0:
        Base.x = 2
    elif step == 1:
        Mid.x = 3
        Base.m = lambda self: "patched"
    elif step == 2:
        del Mid.x
        Leaf.y = "leaf y"
    elif step == 3:
        setattr(Base, "z", 0)
        del Leaf.y
    elif step == 4:
        delattr(Base, "m")
for s in seen:
    print(s)
try:
    obj.m()
except AttributeError as e:
    print("AttributeError:", e)

# instance attribute shadowing and data descriptors added later
class P:
    pass
p = P()
p.v = "instance"
print(p.v)
P.v = property(lambda self: "property")
print(p.v)
del P.v
print(p.v)

# classes created and dropped in a loop: each new class is looked up afresh
outs = []
for i in range(50):
    C = type("C", (), {"val": i, "get": lambda self: self.val})
    outs.append(C().get())
    del C
print(outs[:5], outs[-3:], sum(outs))

# diamond MRO, and a change high in the hierarchy
class A:
    def who(self): return "A"
class B(A): pass
class C(A):
    def who(self): return "C"
class D(B, C): pass
d = D()
print(d.who(), [k.__name__ for k in D.__mro__])
del C.who
print(d.who())
A.who = lambda self: "A2"
print(d.who())

# dunders set after instances exist
class N:
    def __init__(self, v): self.v = v
n1, n2 = N(1), N(2)
try:
    n1 + n2
except TypeError as e:
    print("TypeError:", e)
N.__add__ = lambda a, b: N(a.v + b.v)
print((n1 + n2).v)
N.__repr__ = lambda self: f"N({self.v})"
print(repr(n1), [n1, n2])
del N.__repr__
print(repr(n1).startswith("<__main__.N object"))
