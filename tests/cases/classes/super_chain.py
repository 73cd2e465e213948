class A:
    def hello(self): return ['A']
class B(A):
    def hello(self): return ['B'] + super().hello()
class C(A):
    def hello(self): return ['C'] + super().hello()
class D(B, C):
    def hello(self): return ['D'] + super().hello()
print(D().hello(), [k.__name__ for k in D.__mro__])
print(super(B, D()).hello(), super(D, D()).hello())
class Base:
    def __init__(self, **kw):
        self.kw = kw
class Mixin:
    def __init__(self, **kw):
        self.mixed = True
        super().__init__(**kw)
class Final(Mixin, Base):
    def __init__(self):
        super().__init__(a=1)
f = Final()
print(f.kw, f.mixed)
