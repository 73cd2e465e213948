class Base:
    def __init__(self, v): self.v = v
class Mid(Base): pass
class Leaf(Mid): pass
x = Leaf(3)
Base.__len__ = lambda self: self.v
Base.__getitem__ = lambda self, i: i * self.v
Base.__lt__ = lambda self, o: self.v < o.v
print(len(x), x[2], x < Leaf(5), sorted([Leaf(2), Leaf(1)], key=len)[0].v)
Mid.__len__ = lambda self: 100
print(len(x), len(Base(1)))
del Mid.__len__
print(len(x))
Base.__bool__ = lambda self: False
print(bool(x), 'truthy' if x else 'falsy')
Base.__hash__ = None
try:
    hash(x)
except TypeError as e:
    print(e)
