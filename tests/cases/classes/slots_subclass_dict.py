class Base:
    __slots__ = ('a',)
class Child(Base):
    def __init__(self): self.a = 1; self.extra = 2
c = Child()
print(c.a, c.extra, c.__dict__, hasattr(Base(), '__dict__'))
class GrandSlots(Child):
    __slots__ = ('g',)
g = GrandSlots(); g.g = 3
print(g.g, g.a, g.extra, sorted(vars(g)))
