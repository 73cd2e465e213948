def init(self, x): self.x = x
Point = type('Point', (), {'__init__': init, 'double': lambda self: self.x * 2, 'z': 3})
p = Point(4)
print(p.double(), p.z, Point.__name__, type(p).__name__, Point.__bases__)
Sub = type('Sub', (Point,), {'double': lambda self: 'sub'})
print(Sub(1).double(), Sub.__mro__[1].__name__, isinstance(Sub(1), Point))
print(type(5), type('x') is str, type(type), type(Point))
try:
    type('X', 1, {})
except TypeError as e:
    print(e)
try:
    type(1, 2)
except TypeError as e:
    print(e)
