def f(): pass
class A:
    def m(self): pass
print(repr(f)[:12], repr(A.m)[:17], repr(A().m)[:23], repr(len), repr(print))
