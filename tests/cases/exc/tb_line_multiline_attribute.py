# A multi-line attribute load fails at the attribute's line (CPython 3.11).
class A:
    pass
a = A()
y = (a
     .missing
     .other)
