class A:
    def m(self): return 'A'
class B(A):
    def m(self): return super().m() + 'B'
print(B().m())
try:
    super(B, 1)
except TypeError as e:
    print(e)
def f():
    return super().m()
try:
    f()
except RuntimeError as e:
    print(e)
class C:
    def m(self): return super().nothing
try:
    C().m()
except AttributeError as e:
    print(e)
