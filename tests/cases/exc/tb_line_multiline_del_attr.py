# del of a multi-line attribute reference is reported at the attribute's line.
class A: pass
a = A()
del (a
     .zz)
