def init(self, x):
    self.x = x


Point = type("Point", (), {"__init__": init, "double": lambda self: self.x * 2, "kind": "pt"})
p = Point(21)
print(p.double(), Point.kind, type(p).__name__, Point.__name__, isinstance(p, Point))
Sub = type("Sub", (Point,), {"double": lambda self: super(Sub, self).double() + 1})
print(Sub(5).double(), Sub.__mro__[1].__name__, Sub.__bases__[0] is Point)
print(type(1), type("s"), type(None).__name__, type(type), type(Point))
Empty = type("Empty", (), {})
e = Empty()
e.anything = 1
print(vars(e), Empty.__bases__)
Err = type("Err", (ValueError,), {})
try:
    raise Err("made dynamically")
except ValueError as ex:
    print(type(ex).__name__, ex)
classes = {name: type(name, (), {"n": i}) for i, name in enumerate(["A", "B", "C"])}
print([(k, c.n) for k, c in classes.items()])
try:
    type("Bad", (1,), {})
except TypeError as ex:
    print("TypeError:", ex)
